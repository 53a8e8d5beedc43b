import { baseApi } from '@slotwise/shared/api/base-api';
import type { BookingAnalytics } from '@slotwise/shared/contract/bookings.contract';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';

/** GET /api/bookings/analytics (docs/product.md#analytics): counted by the API in SQL, in the host's zone. */
export const analyticsApi = baseApi.enhanceEndpoints({ addTagTypes: ['BookingAnalytics'] }).injectEndpoints({
  endpoints: (build) => ({
    getBookingAnalytics: build.query<BookingAnalytics, { weeks: number }>({
      query: (params) => ({ url: '/api/bookings/analytics', params }),
      transformResponse: unwrapData<BookingAnalytics>,
      providesTags: ['BookingAnalytics'],
    }),
  }),
});

export const { useGetBookingAnalyticsQuery } = analyticsApi;
