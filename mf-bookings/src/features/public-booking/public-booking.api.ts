import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  CancellationPayload,
  CreatePublicBookingPayload,
  FreeTimes,
  FreeTimesQuery,
  PublicBooking,
  PublicEventType,
} from '@slotwise/shared/contract/bookings.contract';

export interface EventTypeLink {
  username: string;
  slug: string;
}

const eventTypePath = ({ username, slug }: EventTypeLink) =>
  `/api/public/event-types/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;

/** The link of the .ics invite the API serves for a booking. */
export function inviteUrl(bookingId: string): string {
  return `/api/public/bookings/${encodeURIComponent(bookingId)}/invite.ics`;
}

/** The open (no sign-in) calls of the booking and cancel pages (decisions §5, §6). */
export const publicBookingApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['PublicFreeTimes', 'PublicBooking'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPublicEventType: build.query<PublicEventType, EventTypeLink>({
        query: (link) => eventTypePath(link),
        transformResponse: (response: { data: PublicEventType }) => response.data,
      }),
      getFreeTimes: build.query<FreeTimes, EventTypeLink & FreeTimesQuery>({
        query: ({ username, slug, ...params }) => ({
          url: `${eventTypePath({ username, slug })}/free-times`,
          params,
        }),
        transformResponse: (response: { data: FreeTimes }) => response.data,
        providesTags: ['PublicFreeTimes'],
      }),
      // Success or a lost race (409): either way the free times changed, so they reload.
      createPublicBooking: build.mutation<PublicBooking, CreatePublicBookingPayload>({
        query: (body) => ({ url: '/api/public/bookings', method: 'POST', body }),
        transformResponse: (response: { data: PublicBooking }) => response.data,
        invalidatesTags: ['PublicFreeTimes'],
      }),
      getPublicBooking: build.query<PublicBooking, string>({
        query: (id) => `/api/public/bookings/${encodeURIComponent(id)}`,
        transformResponse: (response: { data: PublicBooking }) => response.data,
        providesTags: (_result, _error, id) => [{ type: 'PublicBooking', id }],
      }),
      cancelPublicBooking: build.mutation<PublicBooking, { id: string } & CancellationPayload>({
        query: ({ id, ...body }) => ({
          url: `/api/public/bookings/${encodeURIComponent(id)}/cancel`,
          method: 'POST',
          body,
        }),
        transformResponse: (response: { data: PublicBooking }) => response.data,
        invalidatesTags: (_result, _error, { id }) => [{ type: 'PublicBooking', id }, 'PublicFreeTimes'],
      }),
    }),
  });

export const {
  useGetPublicEventTypeQuery,
  useGetFreeTimesQuery,
  useCreatePublicBookingMutation,
  useGetPublicBookingQuery,
  useCancelPublicBookingMutation,
} = publicBookingApi;
