import { configureStore } from '@reduxjs/toolkit';
import {
  ApiProvider,
  buildCreateApi,
  coreModule,
  type FetchBaseQueryError,
  fetchBaseQuery,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import { takePrefetchedResponse } from '@slotwise/shared/api/prefetched-responses';
import type {
  CancellationPayload,
  CreatePublicBookingPayload,
  FreeTimes,
  FreeTimesQuery,
  PublicBooking,
  PublicEventType,
  ReschedulePayload,
} from '@slotwise/shared/contract/bookings.contract';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import type { PublicTeam, PublicTeamEventType } from '@slotwise/shared/contract/public-teams.contract';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  Provider,
  type ReactReduxContextValue,
} from 'react-redux';

/** A personal type's link /{username}/{slug}, or a team type's /team/{teamSlug}/{slug}. */
export type EventTypeLink = { username: string; slug: string } | { teamSlug: string; slug: string };

/** The path the booking page's event type is asked at (the shell's server prefetches the same: src/app/attendee-preview.tsx). */
export const eventTypePath = (link: EventTypeLink) =>
  'teamSlug' in link
    ? `${teamPath(link.teamSlug)}/${encodeURIComponent(link.slug)}`
    : `/api/public/event-types/${encodeURIComponent(link.username)}/${encodeURIComponent(link.slug)}`;

/** What a booking page books: a personal type, or a team's with its team and hosts. */
export type BookableEventType = PublicEventType & Partial<Pick<PublicTeamEventType, 'team' | 'hosts'>>;

/** The team page's call (docs/product.md#team-pages). */
export const teamPath = (teamSlug: string) => `/api/public/teams/${encodeURIComponent(teamSlug)}`;

/** The host's page `/{username}` asks this (docs/product.md#public-profile-page). */
export const profilePath = (username: string) => `/api/public/users/${encodeURIComponent(username)}`;

/** The cancel page `/cancel/{id}` asks this (docs/product.md#cancel-page). */
export const publicBookingPath = (id: string) => `/api/public/bookings/${encodeURIComponent(id)}`;

/**
 * The `error` of the 404 of an inactive event type's link (public-profile.contract.ts's
 * inactiveEventType, repeated so the attendee pages load no zod; a test keeps them equal).
 */
export const inactiveEventTypeError = 'event_type_inactive';

/** The link's event type exists but is inactive: the page says it is not available. */
export function isInactiveEventType(error: unknown): boolean {
  return isHttpError(error, 404) && error.data?.error === inactiveEventTypeError;
}

/** The link of the .ics invite the API serves for a booking. */
export function inviteUrl(bookingId: string): string {
  return `/api/public/bookings/${encodeURIComponent(bookingId)}/invite.ics`;
}

/** The API's error body (docs/product.md#api-error-bodies): `{ message, errors? }`. */
interface ErrorBody {
  message?: unknown;
  error?: unknown;
  errors?: Record<string, string[] | string>;
}

/** An answer of the API with this HTTP status (not a network failure). */
export function isHttpError(
  error: unknown,
  status?: number,
): error is { status: number; data: ErrorBody | undefined } {
  const candidate = error as FetchBaseQueryError | undefined;
  if (!candidate) return false;
  // A body that is not JSON (a proxy's error page) still tells its status.
  const code = candidate.status === 'PARSING_ERROR' ? candidate.originalStatus : candidate.status;
  return typeof code === 'number' && (status === undefined || code === status);
}

/** The server's message, else the caller's fallback (as shared's apiErrorMessage reads it). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    const data = error.data;
    if (typeof data?.error === 'string' && data.error) return data.error;
    if (typeof data?.message === 'string' && data.message) return data.message;
  }
  return fallback;
}

/** The field errors of a 422 answer, by field path. */
export function fieldErrorsOf(error: unknown): Record<string, string[] | string> | undefined {
  return isHttpError(error, 422) ? error.data?.errors : undefined;
}

/** The runtime config's API base URL ('' = this page's origin, which proxies /api). */
let apiBaseUrl = '';

/**
 * GETs first take the answer the page's HTML carries or already asked for (the shell's
 * server and the booking page's inline script, keyed by path and query exactly); anything
 * else, or a failed prefetch, goes to the API, at the configured base URL if there is one.
 */
async function fetchPrefetchedFirst(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : undefined;
  const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
  const url = new URL(request?.url ?? String(input), globalThis.location?.href);
  const sameOrigin = url.origin === globalThis.location?.origin;
  if (method === 'GET' && sameOrigin) {
    const body = await takePrefetchedResponse(`${url.pathname}${url.search}`);
    if (body !== undefined && body !== null) {
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
  }
  if (!apiBaseUrl || !sameOrigin || !request) return fetch(input, init);
  // The same call at the API's own origin (as the app's client does with API_BASE_URL).
  return fetch(`${apiBaseUrl.replace(/\/+$/, '')}${url.pathname}${url.search}`, {
    method,
    headers: request.headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : await request.text(),
    signal: request.signal,
  });
}

// The attendee pages keep their own store (ApiProvider below) in a context of their own: they
// render alone on the attendee surface and, inside the app, beside its store without touching it.
const PublicBookingContext = createContext<ReactReduxContextValue | null>(null);

const createPublicApi = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: {
      useDispatch: createDispatchHook(PublicBookingContext),
      useSelector: createSelectorHook(PublicBookingContext),
      useStore: createStoreHook(PublicBookingContext),
    },
  }),
);

/**
 * The open (no sign-in) calls of the booking and cancel pages
 * (docs/product.md#public-booking-page, #cancel-page); plain fetch, no axios.
 */
export const publicBookingApi = createPublicApi({
  reducerPath: 'publicBookingApi',
  // The page's origin (the shell's, which proxies /api): the same as a relative URL.
  baseQuery: fetchBaseQuery({ baseUrl: globalThis.location?.origin ?? '', fetchFn: fetchPrefetchedFirst }),
  tagTypes: ['PublicFreeTimes', 'PublicBooking'],
  endpoints: (build) => ({
    getPublicEventType: build.query<BookableEventType, EventTypeLink>({
      query: (link) => eventTypePath(link),
      transformResponse: unwrapData<BookableEventType>,
    }),
    getPublicProfile: build.query<PublicProfile, string>({
      query: (username) => profilePath(username),
      transformResponse: unwrapData<PublicProfile>,
    }),
    getFreeTimes: build.query<FreeTimes, EventTypeLink & FreeTimesQuery>({
      // This order of parameters is the one the booking page's inline script prefetches.
      query: ({ start, end, time_zone, ...link }) => ({
        url: `${eventTypePath(link)}/free-times`,
        params: { start, end, time_zone },
      }),
      transformResponse: unwrapData<FreeTimes>,
      providesTags: ['PublicFreeTimes'],
    }),
    getPublicTeam: build.query<PublicTeam, string>({
      query: (teamSlug) => teamPath(teamSlug),
      transformResponse: unwrapData<PublicTeam>,
    }),
    // Success or a lost race (409): either way the free times changed, so they reload.
    createPublicBooking: build.mutation<PublicBooking, CreatePublicBookingPayload>({
      query: (body) => ({ url: '/api/public/bookings', method: 'POST', body }),
      transformResponse: unwrapData<PublicBooking>,
      invalidatesTags: ['PublicFreeTimes'],
    }),
    getPublicBooking: build.query<PublicBooking, string>({
      query: publicBookingPath,
      transformResponse: unwrapData<PublicBooking>,
      providesTags: (_result, _error, id) => [{ type: 'PublicBooking', id }],
    }),
    cancelPublicBooking: build.mutation<PublicBooking, { id: string } & CancellationPayload>({
      query: ({ id, ...body }) => ({
        url: `/api/public/bookings/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body,
      }),
      transformResponse: unwrapData<PublicBooking>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'PublicBooking', id }, 'PublicFreeTimes'],
    }),
    // The reschedule page (docs/product.md#reschedule-page): the booking's own type's free times, itself not busy.
    getBookingFreeTimes: build.query<FreeTimes, { id: string } & FreeTimesQuery>({
      query: ({ id, start, end, time_zone }) => ({
        url: `/api/public/bookings/${encodeURIComponent(id)}/free-times`,
        params: { start, end, time_zone },
      }),
      transformResponse: unwrapData<FreeTimes>,
      providesTags: ['PublicFreeTimes'],
    }),
    reschedulePublicBooking: build.mutation<PublicBooking, { id: string } & ReschedulePayload>({
      query: ({ id, ...body }) => ({
        url: `/api/public/bookings/${encodeURIComponent(id)}/reschedule`,
        method: 'POST',
        body,
      }),
      transformResponse: unwrapData<PublicBooking>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'PublicBooking', id }, 'PublicFreeTimes'],
    }),
  }),
});

/**
 * Each attendee page root wraps itself in this: the api's own store, whatever surrounds it, on
 * the API base URL the shell gives the page. Inside a `PublicBookingStoreProvider` (the server
 * render of the first view, src/app/attendee-preview.tsx) it uses that store instead.
 */
export function PublicBookingApiProvider({
  apiBaseUrl: base,
  children,
}: {
  apiBaseUrl: string;
  children: ReactNode;
}) {
  apiBaseUrl = base;
  const outer = useContext(PublicBookingContext);
  if (outer) return children;
  return createElement(ApiProvider, { api: publicBookingApi, context: PublicBookingContext, children });
}

/** A store of the attendee API, as ApiProvider makes it (the server fills it before rendering). */
export function createPublicBookingStore() {
  return configureStore({
    reducer: { [publicBookingApi.reducerPath]: publicBookingApi.reducer },
    middleware: (getDefault) => getDefault().concat(publicBookingApi.middleware),
  });
}

export type PublicBookingStore = ReturnType<typeof createPublicBookingStore>;

/** Gives the attendee pages below it this store (already holding the API's answers). */
export function PublicBookingStoreProvider({
  store,
  children,
}: {
  store: PublicBookingStore;
  children: ReactNode;
}) {
  return createElement(Provider, { store, context: PublicBookingContext, children });
}

export const {
  useGetPublicEventTypeQuery,
  useGetPublicTeamQuery,
  useGetPublicProfileQuery,
  useGetFreeTimesQuery,
  useCreatePublicBookingMutation,
  useGetPublicBookingQuery,
  useCancelPublicBookingMutation,
  useGetBookingFreeTimesQuery,
  useReschedulePublicBookingMutation,
} = publicBookingApi;
