import {
  forgetPrefetchedAnswers,
  prefetchedAnswers,
  takePrefetchedResponse,
} from '@slotwise/shared/api/prefetched-responses';
import type {
  FreeTimes,
  FreeTimesQuery,
  PublicBooking,
  PublicEventType,
} from '@slotwise/shared/contract/bookings.contract';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import type { PublicTeam, PublicTeamEventType } from '@slotwise/shared/contract/public-teams.contract';
import { createElement, type ReactNode, useCallback, useEffect, useMemo } from 'react';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';

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

/** The cancel page `/cancel/{secret}` asks this, by the link's secret (docs/product.md#attendee-link-secrets). */
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

/** The link of the .ics invite the API serves for a booking, by its link's secret. */
export function inviteUrl(link: string): string {
  return `/api/public/bookings/${encodeURIComponent(link)}/invite.ics`;
}

/** The API's error body (docs/product.md#api-error-bodies): `{ message, errors? }`. */
interface ErrorBody {
  message?: unknown;
  error?: unknown;
  errors?: Record<string, string[] | string>;
}

/**
 * Why a call failed: the API's answer (its status and JSON body), an answer whose body is not
 * JSON (a proxy's error page), or no answer at all.
 */
export type ApiError =
  | { status: number; data: ErrorBody | undefined }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string }
  | { status: 'FETCH_ERROR'; error: string };

/** An answer of the API with this HTTP status (not a network failure). */
export function isHttpError(
  error: unknown,
  status?: number,
): error is { status: number; data: ErrorBody | undefined } {
  const candidate = error as ApiError | undefined;
  if (!candidate || typeof candidate !== 'object') return false;
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
 * One call of the API: `path` (with its query) at the configured base URL, JSON both ways; the
 * answer's `data`, or an ApiError thrown. A GET first takes the answer the page's HTML carries
 * or already asked for (the shell's server and the booking page's inline script, keyed by path
 * and query exactly); a failed prefetch asks the API.
 */
export async function callApi<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const prefetched = method === 'GET' ? await takePrefetchedResponse(path) : undefined;
  if (prefetched !== undefined && prefetched !== null) return unwrapData(prefetched as { data: T });
  const base = apiBaseUrl ? apiBaseUrl.replace(/\/+$/, '') : (globalThis.location?.origin ?? '');
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (cause) {
    throw { status: 'FETCH_ERROR', error: String(cause) } satisfies ApiError;
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw { status: 'PARSING_ERROR', originalStatus: response.status, data: text } satisfies ApiError;
  }
  if (!response.ok) throw { status: response.status, data: body as ErrorBody | undefined } satisfies ApiError;
  return unwrapData(body as { data: T });
}

/** A query's state, as the pages read it. */
export interface QueryResult<T> {
  /** The answer for these arguments (undefined while it loads or after an error). */
  data: T | undefined;
  error: unknown;
  /** Nothing to show yet: no answer and no error for these arguments. */
  isLoading: boolean;
  /** A request for these arguments is on its way (the first or a reload). */
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * GET `path` (null: do not ask) through SWR, cached by path for the page's lifetime
 * (docs/attendee-pages.md#two-surfaces).
 */
function useApiQuery<T>(path: string | null, options: { pollingInterval?: number } = {}): QueryResult<T> {
  const { data, error, isValidating, mutate } = useSWR<T, unknown>(path, callApi<T>, {
    refreshInterval: options.pollingInterval ?? 0,
  });
  const waiting = path !== null && data === undefined && error === undefined;
  const refetch = useCallback(() => void mutate(), [mutate]);
  return {
    data,
    error,
    isLoading: waiting,
    isFetching: isValidating || waiting,
    isError: error !== undefined,
    refetch,
  };
}

/** The free-times path of a link and range, its query in the order the inline script asks it. */
export function freeTimesPath(base: string, { start, end, time_zone }: FreeTimesQuery): string {
  return `${base}/free-times?${new URLSearchParams({ start, end, time_zone })}`;
}

export function useGetPublicEventTypeQuery(link: EventTypeLink): QueryResult<BookableEventType> {
  return useApiQuery(eventTypePath(link));
}

export function useGetPublicProfileQuery(username: string): QueryResult<PublicProfile> {
  return useApiQuery(profilePath(username));
}

export function useGetFreeTimesQuery(
  args: EventTypeLink & FreeTimesQuery,
  { skip = false }: { skip?: boolean } = {},
): QueryResult<FreeTimes> {
  return useApiQuery(skip ? null : freeTimesPath(eventTypePath(args), args));
}

export function useGetPublicTeamQuery(teamSlug: string): QueryResult<PublicTeam> {
  return useApiQuery(teamPath(teamSlug));
}

export function useGetPublicBookingQuery(
  id: string,
  { skip = false, pollingInterval }: { skip?: boolean; pollingInterval?: number } = {},
): QueryResult<PublicBooking> {
  return useApiQuery(skip ? null : publicBookingPath(id), { pollingInterval });
}

/** The reschedule page (docs/product.md#reschedule-page): the booking's own type's free times, itself not busy. */
export function useGetBookingFreeTimesQuery(args: { id: string } & FreeTimesQuery): QueryResult<FreeTimes> {
  return useApiQuery(freeTimesPath(publicBookingPath(args.id), args));
}

/** Answers known before the page renders, by the path its queries ask (see useApiQuery). */
export type KnownAnswers = Record<string, unknown>;

/**
 * Each attendee page root wraps itself in this: its own cache (SWR's, one per page), whatever
 * surrounds it, on the API base URL the shell gives the page. Its first render already has the
 * answers the page's HTML carries (the shell's server fetched them, `#prefetched-api`), so it
 * does not start with a loading view; inside an `AttendeeAnswersProvider` (the server render of
 * the first view, src/app/attendee-preview.tsx) those answers too.
 */
export function PublicBookingApiProvider({
  apiBaseUrl: base,
  children,
}: {
  apiBaseUrl: string;
  children: ReactNode;
}) {
  apiBaseUrl = base;
  const value = useMemo<SWRConfiguration>(
    () => ({
      // A page's own cache: pages render alone, or inside the app beside its store, never sharing.
      provider: () => new Map(),
      fallback: Object.fromEntries(
        Object.entries(prefetchedAnswers()).map(([path, body]) => [
          path,
          unwrapData(body as { data: unknown }),
        ]),
      ),
      // An answer is kept for the page's lifetime: nothing reloads on focus or reconnection,
      // only on Try Again, polling, or after a booking, cancellation or move (useApiMutation).
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    }),
    [],
  );
  useEffect(() => forgetPrefetchedAnswers(), []);
  return createElement(SWRConfig, { value, children });
}

/** Gives the attendee pages below it these answers (the server render: src/app/attendee-preview.tsx). */
export function AttendeeAnswersProvider({
  answers,
  children,
}: {
  answers: KnownAnswers;
  children: ReactNode;
}) {
  const value = useMemo<SWRConfiguration>(() => ({ fallback: answers }), [answers]);
  return createElement(SWRConfig, { value, children });
}
