import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  Booking,
  BookingsPage,
  BookingsQuery,
  CancellationPayload,
  FreeTimes,
  FreeTimesQuery,
} from '@slotwise/shared/contract/bookings.contract';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type { EventType } from '@slotwise/shared/contract/event-types.contract';

const listTag = { type: 'Booking', id: 'LIST' } as const;
/** What any status change makes stale: every list (dashboard, bookings, calendar), the figures. */
const changedTags = (id: string) =>
  [
    listTag,
    { type: 'Booking' as const, id },
    'BookingStats',
    'BookingAnalytics',
    'RescheduleFreeTimes',
  ] as const;

type ActionArgs = { id: string } & CancellationPayload;

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

/**
 * The host's bookings calls of docs/product.md#api-calls, plus reschedule (issue #5). The list and single
 * bookings come bare (bookings.contract); stats, analytics and free times in a `data` envelope.
 */
export const bookingsApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['Booking', 'BookingStats', 'BookingAnalytics', 'RescheduleFreeTimes', 'EventType'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getBookings: build.query<BookingsPage, BookingsQuery>({
        query: (params) => ({ url: '/api/bookings', params }),
        providesTags: (result) => [
          listTag,
          ...(result?.data ?? []).map(({ id }) => ({ type: 'Booking' as const, id })),
        ],
      }),
      getBookingDetails: build.query<Booking, string>({
        query: (id) => bookingPath(id),
        providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
      }),
      /** The event-type filter's options (the event-types remote owns their screens). */
      getBookingEventTypeOptions: build.query<EventType[], void>({
        query: () => '/api/event-types',
        transformResponse: unwrapData<EventType[]>,
        providesTags: [{ type: 'EventType', id: 'LIST' }],
      }),
      confirmBooking: build.mutation<Booking, string>({
        query: (id) => ({ url: `${bookingPath(id)}/confirm`, method: 'POST' }),
        invalidatesTags: (_result, _error, id) => [...changedTags(id)],
      }),
      rejectBooking: build.mutation<Booking, ActionArgs>({
        query: ({ id, ...body }) => ({ url: `${bookingPath(id)}/reject`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => [...changedTags(id)],
      }),
      cancelBooking: build.mutation<Booking, ActionArgs>({
        query: ({ id, ...body }) => ({ url: `${bookingPath(id)}/cancel`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => [...changedTags(id)],
      }),
      deleteBooking: build.mutation<void, string>({
        query: (id) => ({ url: bookingPath(id), method: 'DELETE' }),
        onQueryStarted: (id, lifecycle) => removeFromCachedLists(id, lifecycle),
        invalidatesTags: (_result, _error, id) => [...changedTags(id)],
      }),
      cancelAndDeleteBooking: build.mutation<void, ActionArgs>({
        query: ({ id, ...body }) => ({ url: `${bookingPath(id)}/cancel-and-delete`, method: 'POST', body }),
        onQueryStarted: ({ id }, lifecycle) => removeFromCachedLists(id, lifecycle),
        invalidatesTags: (_result, _error, { id }) => [...changedTags(id)],
      }),
      getRescheduleFreeTimes: build.query<FreeTimes, { id: string } & FreeTimesQuery>({
        query: ({ id, ...params }) => ({ url: `${bookingPath(id)}/free-times`, params }),
        transformResponse: unwrapData<FreeTimes>,
        providesTags: ['RescheduleFreeTimes'],
      }),
      rescheduleBooking: build.mutation<Booking, { id: string; start_time: string }>({
        query: ({ id, start_time }) => ({
          url: `${bookingPath(id)}/reschedule`,
          method: 'POST',
          body: { start_time },
        }),
        // A lost race (409) also means the free times changed.
        invalidatesTags: (_result, _error, { id }) => [...changedTags(id)],
      }),
    }),
  });

interface Lifecycle {
  // biome-ignore lint/suspicious/noExplicitAny: RTK Query's own lifecycle types its dispatch this way.
  dispatch: ThunkDispatch<any, any, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * Delete and cancel-and-delete take the booking out of every cached list at once, total - 1
 * (not below 0) (docs/product.md#booking-statuses-and-host-actions), so the screen never shows it again while
 * the lists refetch; a refusal puts it back.
 */
async function removeFromCachedLists(
  id: string,
  { dispatch, getState, queryFulfilled }: Lifecycle,
): Promise<void> {
  type ApiState = Parameters<typeof bookingsApi.util.selectCachedArgsForQuery>[0];
  const patches = bookingsApi.util
    .selectCachedArgsForQuery(getState() as ApiState, 'getBookings')
    .map((args) =>
      dispatch(
        bookingsApi.util.updateQueryData('getBookings', args, (page) => {
          const remaining = page.data.filter((booking) => booking.id !== id);
          if (remaining.length === page.data.length) return;
          page.data = remaining;
          page.total = Math.max(0, page.total - 1);
        }),
      ),
    );
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}

export const {
  useGetBookingsQuery,
  useGetBookingDetailsQuery,
  useGetBookingEventTypeOptionsQuery,
  useConfirmBookingMutation,
  useRejectBookingMutation,
  useCancelBookingMutation,
  useDeleteBookingMutation,
  useCancelAndDeleteBookingMutation,
  useGetRescheduleFreeTimesQuery,
  useRescheduleBookingMutation,
} = bookingsApi;
