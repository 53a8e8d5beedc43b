import { baseApi } from '@slotwise/shared/api/base-api';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type {
  CreatedSingleUseLink,
  CreateSingleUseLinkPayload,
  SingleUseLink,
} from '@slotwise/shared/contract/private-sharing.contract';

const linksTag = (eventTypeId: string) => ({ type: 'SingleUseLink' as const, id: eventTypeId });

/** An event type's single-use links (docs/product.md#private-sharing). */
export const singleUseLinksApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['SingleUseLink'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSingleUseLinks: build.query<SingleUseLink[], string>({
        query: (eventTypeId) => ({ url: `/api/single-use-links/${eventTypeId}` }),
        transformResponse: unwrapData<SingleUseLink[]>,
        providesTags: (_result, _error, eventTypeId) => [linksTag(eventTypeId)],
      }),
      createSingleUseLink: build.mutation<
        CreatedSingleUseLink,
        { eventTypeId: string; body: CreateSingleUseLinkPayload }
      >({
        query: ({ eventTypeId, body }) => ({
          url: `/api/single-use-links/${eventTypeId}`,
          method: 'POST',
          body,
        }),
        transformResponse: unwrapData<CreatedSingleUseLink>,
        invalidatesTags: (_result, _error, { eventTypeId }) => [linksTag(eventTypeId)],
      }),
      revokeSingleUseLink: build.mutation<SingleUseLink, { eventTypeId: string; id: string }>({
        query: ({ eventTypeId, id }) => ({
          url: `/api/single-use-links/${eventTypeId}/${id}/revoke`,
          method: 'POST',
        }),
        transformResponse: unwrapData<SingleUseLink>,
        invalidatesTags: (_result, _error, { eventTypeId }) => [linksTag(eventTypeId)],
      }),
    }),
  });

export const { useGetSingleUseLinksQuery, useCreateSingleUseLinkMutation, useRevokeSingleUseLinkMutation } =
  singleUseLinksApi;
