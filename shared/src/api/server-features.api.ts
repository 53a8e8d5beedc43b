import { baseApi } from '@slotwise/shared/api/base-api';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import { type ServerFeatures, serverFeaturesUrl } from '@slotwise/shared/contract/server-features.contract';

/** GET /api/config: what this server offers; it changes only with a redeploy, so it is kept. */
export const serverFeaturesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    serverFeatures: build.query<ServerFeatures, void>({
      query: () => serverFeaturesUrl,
      transformResponse: unwrapData<ServerFeatures>,
      keepUnusedDataFor: 3600,
    }),
  }),
});

/**
 * Whether an option that depends on the server's configuration is offered: `undefined` while
 * the answer is on its way (offer nothing yet), false when off or when the call failed.
 */
export function useServerFeature(feature: keyof ServerFeatures): boolean | undefined {
  const { data, isError } = serverFeaturesApi.useServerFeaturesQuery();
  if (data) return data[feature];
  return isError ? false : undefined;
}
