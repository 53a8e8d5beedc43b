import { baseApi } from '@slotwise/shared/api/base-api';
import type { HostMeetingLimits } from '@slotwise/shared/contract/booking-limits.contract';

const tag = { type: 'MeetingLimits', id: 'SELF' } as const;

/** The host's limits across all their event types (docs/product.md#booking-limits-and-start-times). */
export const meetingLimitsApi = baseApi.enhanceEndpoints({ addTagTypes: ['MeetingLimits'] }).injectEndpoints({
  endpoints: (build) => ({
    getMeetingLimits: build.query<HostMeetingLimits, void>({
      query: () => ({ url: '/api/settings/meeting-limits' }),
      providesTags: [tag],
    }),
    updateMeetingLimits: build.mutation<HostMeetingLimits, HostMeetingLimits>({
      query: (body) => ({ url: '/api/settings/meeting-limits', method: 'PUT', body }),
      invalidatesTags: [tag],
    }),
  }),
});

export const { useGetMeetingLimitsQuery, useUpdateMeetingLimitsMutation } = meetingLimitsApi;

export const meetingLimitsFailures = {
  save: 'Failed to save meeting limits',
} as const;
