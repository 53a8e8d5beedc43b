import { baseApi } from '@slotwise/shared/api/base-api';
import type { BookingStats, BookingsPage } from '@slotwise/shared/contract/bookings.contract';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';

/** The overview's figures and its upcoming shortlist (docs/product.md#dashboard-overview). */
export const dashboardApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Booking', 'BookingStats'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getBookingStats: build.query<BookingStats, void>({
        query: () => '/api/bookings/stats',
        transformResponse: unwrapData<BookingStats>,
        providesTags: ['BookingStats'],
      }),
      // Confirmed, from now on, earliest first: the API filters, so the shortlist is all we ask.
      getUpcomingBookings: build.query<BookingsPage, void>({
        query: () => ({
          url: '/api/bookings',
          params: { status: 'confirmed', when: 'upcoming', per_page: limits.dashboardUpcomingMax },
        }),
        providesTags: [{ type: 'Booking', id: 'LIST' }],
      }),
    }),
  });

export const { useGetBookingStatsQuery, useGetUpcomingBookingsQuery } = dashboardApi;
