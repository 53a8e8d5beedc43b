import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from '@slotwise/shared/api/axios-base-query';

/**
 * The one RTK Query API of the app. Every feature adds its endpoints with
 * `baseApi.injectEndpoints(...)` (and its tag types with `enhanceEndpoints({ addTagTypes })`)
 * when its remote loads.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Session'],
  endpoints: () => ({}),
});

export type BaseApi = typeof baseApi;
