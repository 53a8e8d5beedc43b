// Why SWR here, not the app's RTK Query: the attendee pages render without the app's store
// (the shell mounts them alone, docs/attendee-pages.md#two-surfaces), within a 150 KB JS budget
// that Redux Toolkit and react-redux (about 30 KB) would eat and SWR (about 6 KB) does not. Their
// data is a few GETs cached by path (here) and three POSTs (public-booking-mutations.api.ts),
// through the one AttendeeDataProvider each page is mounted in.
import { isApiError } from '@slotwise/shared/api/api-error';
import type {
  FreeTimes,
  FreeTimesQuery,
  PublicBooking,
  PublicEventType,
} from '@slotwise/shared/contract/bookings.contract';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import type { PublicTeam, PublicTeamEventType } from '@slotwise/shared/contract/public-teams.contract';
import { useCallback } from 'react';
import useSWR from 'swr';
import { useAttendeeApi } from './attendee-data-provider';

/**
 * A personal type's link /{username}/{slug}, a team type's /team/{teamSlug}/{slug}, or a
 * single-use link /booking/{linkSecret} (docs/product.md#private-sharing).
 */
export type EventTypeLink =
  | { username: string; slug: string }
  | { teamSlug: string; slug: string }
  | { linkSecret: string };

/** The path the booking page's event type is asked at (the shell's server prefetches the same: src/app/attendee-preview.tsx). */
export const eventTypePath = (link: EventTypeLink) =>
  'linkSecret' in link
    ? singleUseLinkApiPath(link.linkSecret)
    : 'teamSlug' in link
      ? `${teamPath(link.teamSlug)}/${encodeURIComponent(link.slug)}`
      : `/api/public/event-types/${encodeURIComponent(link.username)}/${encodeURIComponent(link.slug)}`;

/** A single-use link's event type (its free times: this path and /free-times). */
export const singleUseLinkApiPath = (secret: string) => `/api/public/links/${encodeURIComponent(secret)}`;

/**
 * A single-use link's 410: used, or expired or revoked, told by its message (the contract's
 * privateSharingMessages.linkUsed, repeated so the attendee pages load no zod; a test keeps them equal).
 */
export const singleUseLinkUsedMessage = 'This link has already been used. Please ask the host for a new one.';
export function singleUseLinkGone(error: unknown): 'used' | 'expired' | null {
  if (!isApiError(error, 410)) return null;
  return error.data?.message === singleUseLinkUsedMessage ? 'used' : 'expired';
}

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
  return isApiError(error, 404) && error.data?.error === inactiveEventTypeError;
}

/** The link of the .ics invite the API serves for a booking, by its link's secret. */
export function inviteUrl(link: string): string {
  return `/api/public/bookings/${encodeURIComponent(link)}/invite.ics`;
}

/** A GET's state, as the pages read it. */
export interface AttendeeQuery<T> {
  /** The answer for these arguments (undefined while it loads or after an error). */
  data: T | undefined;
  /** The shared ApiError of the last attempt, if it failed. */
  error: unknown;
  /** Nothing to show yet: no answer and no error for these arguments. */
  isLoading: boolean;
  /** A request for these arguments is on its way (the first or a reload). */
  isValidating: boolean;
  /** Asks again (Try Again). */
  reload: () => void;
}

/**
 * GET `path` (null: do not ask), cached by path for the page's lifetime. Loading is derived here,
 * not read from SWR: on a new path (another month, another zone) SWR's first render says neither
 * loading nor validating.
 */
function useAttendeeQuery<T>(
  path: string | null,
  options: { refreshInterval?: number } = {},
): AttendeeQuery<T> {
  const callApi = useAttendeeApi();
  const { data, error, isValidating, mutate } = useSWR<T, unknown>(path, (key: string) => callApi<T>(key), {
    refreshInterval: options.refreshInterval ?? 0,
  });
  const waiting = path !== null && data === undefined && error === undefined;
  const reload = useCallback(() => void mutate(), [mutate]);
  return { data, error, isLoading: waiting, isValidating: isValidating || waiting, reload };
}

/**
 * The free-times path of a link and range, its query in the order the inline script asks it
 * (the duration last, when the page's address names one: docs/product.md#several-durations).
 */
export function freeTimesPath(base: string, { start, end, time_zone, duration }: FreeTimesQuery): string {
  const query = new URLSearchParams({ start, end, time_zone });
  if (duration !== undefined) query.set('duration', String(duration));
  return `${base}/free-times?${query}`;
}

/** The event type a booking link books (docs/product.md#public-booking-page); null: not asked. */
export function usePublicEventType(link: EventTypeLink | null): AttendeeQuery<BookableEventType> {
  return useAttendeeQuery(link === null ? null : eventTypePath(link));
}

/** A host's page: their name and active event types (docs/product.md#public-profile-page). */
export function usePublicProfile(username: string): AttendeeQuery<PublicProfile> {
  return useAttendeeQuery(profilePath(username));
}

/** A team's page: the team, its hosts and its event types (docs/product.md#team-pages). */
export function usePublicTeam(teamSlug: string): AttendeeQuery<PublicTeam> {
  return useAttendeeQuery(teamPath(teamSlug));
}

/** A booking link's free times in this range and zone; null: do not ask (the booking is made). */
export function useFreeTimes(args: (EventTypeLink & FreeTimesQuery) | null): AttendeeQuery<FreeTimes> {
  return useAttendeeQuery(args ? freeTimesPath(eventTypePath(args), args) : null);
}

/**
 * A booking by its link's secret (docs/product.md#attendee-link-secrets); null: do not ask.
 * `refreshInterval` (ms) asks again until set to 0 (the confirmation waits for the Meet link).
 */
export function useBookingByLink(
  secret: string | null,
  options: { refreshInterval?: number } = {},
): AttendeeQuery<PublicBooking> {
  return useAttendeeQuery(secret === null ? null : publicBookingPath(secret), options);
}

/** The reschedule page (docs/product.md#reschedule-page): the booking's own type's free times, itself not busy. */
export function useRescheduleFreeTimes(args: { secret: string } & FreeTimesQuery): AttendeeQuery<FreeTimes> {
  return useAttendeeQuery(freeTimesPath(publicBookingPath(args.secret), args));
}
