// The attendee pages' POSTs (docs/product.md#public-booking-page, #cancel-page,
// #reschedule-page), apart from their GETs (public-booking.api.ts, which says why SWR): only the
// booking form and the cancel and reschedule pages use them, all loaded when shown, so the
// booking page's first load carries neither them nor SWR's mutation hook.
import type {
  CancellationPayload,
  CreatePublicBookingPayload,
  PublicBooking,
  ReschedulePayload,
} from '@slotwise/shared/contract/bookings.contract';
import { useCallback, useRef } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useAttendeeApi } from './attendee-data-provider';
import { publicBookingPath } from './public-booking.api';

/** A POST as the pages use it: `trigger` sends it (its promise rejects with the shared ApiError). */
export interface AttendeeMutation<A, T> {
  trigger: (args: A) => Promise<T>;
  isMutating: boolean;
}

/**
 * A POST of the attendee pages; once it has answered (success or not: a lost race changes the
 * free times too), the cached GETs `stale(path)` names load again.
 */
function useAttendeeMutation<A, T>(
  name: string,
  request: (args: A) => { path: string; body: unknown; headers?: Record<string, string> },
  stale: (path: string, args: A) => boolean,
): AttendeeMutation<A, T> {
  const callApi = useAttendeeApi();
  const { mutate } = useSWRConfig();
  const { trigger: send, isMutating } = useSWRMutation<T, unknown, string, A>(
    name,
    (_key: string, { arg }: { arg: A }) => {
      const { path, body, headers } = request(arg);
      return callApi<T>(path, { method: 'POST', body, headers });
    },
    { throwOnError: true },
  );
  const trigger = useCallback(
    async (args: A) => {
      try {
        // Always an argument here, so always a trigger that takes one.
        return await (send as (arg: A) => Promise<T>)(args);
      } finally {
        void mutate((key) => typeof key === 'string' && stale(key, args));
      }
    },
    [send, mutate, stale],
  );
  return { trigger, isMutating };
}

const isFreeTimes = (path: string) => /\/free-times\?/.test(path);

// Success or a lost race (409): either way the free times changed, so they reload.
const createBookingStale = (path: string) => isFreeTimes(path);

/** 128 random bits as hex: `crypto.getRandomValues` also works on plain-http pages, `randomUUID` does not. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Books a time. The POST carries an Idempotency-Key (docs/product.md#idempotent-bookings): sending
 * the same answers again (a retry after a lost connection, a second click) reuses the key, so the
 * API answers the first answer instead of booking twice; changed answers are a new attempt.
 */
export function useCreateBooking(): AttendeeMutation<CreatePublicBookingPayload, PublicBooking> {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const request = useCallback((body: CreatePublicBookingPayload) => {
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    return { path: '/api/public/bookings', body, headers: { 'idempotency-key': attempt.current.key } };
  }, []);
  return useAttendeeMutation('createBooking', request, createBookingStale);
}

/** The booking (by its link's secret) and any free times shown reload after a cancellation or move. */
const bookingStale = (path: string, { secret }: { secret: string }) =>
  isFreeTimes(path) || path === publicBookingPath(secret);

const cancelRequest = ({ secret, ...body }: { secret: string } & CancellationPayload) => ({
  path: `${publicBookingPath(secret)}/cancel`,
  body,
});

/** Cancels the booking of a cancel link (docs/product.md#cancel-page). */
export function useCancelBooking(): AttendeeMutation<
  { secret: string } & CancellationPayload,
  PublicBooking
> {
  return useAttendeeMutation('cancelBooking', cancelRequest, bookingStale);
}

const rescheduleRequest = ({ secret, ...body }: { secret: string } & ReschedulePayload) => ({
  path: `${publicBookingPath(secret)}/reschedule`,
  body,
});

/** Moves the booking of a reschedule link to another time (docs/product.md#reschedule-page). */
export function useRescheduleBooking(): AttendeeMutation<
  { secret: string } & ReschedulePayload,
  PublicBooking
> {
  return useAttendeeMutation('rescheduleBooking', rescheduleRequest, bookingStale);
}
