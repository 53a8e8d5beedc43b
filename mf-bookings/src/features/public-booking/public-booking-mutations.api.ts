// The attendee pages' POSTs (docs/product.md#public-booking-page, #cancel-page,
// #reschedule-page), apart from their GETs (public-booking.api.ts): only the booking form and
// the cancel and reschedule pages use them, all loaded when shown, so the booking page's first
// load carries neither them nor SWR's mutation hook.
import type {
  CancellationPayload,
  CreatePublicBookingPayload,
  PublicBooking,
  ReschedulePayload,
} from '@slotwise/shared/contract/bookings.contract';
import { useCallback, useRef } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callApi, publicBookingPath } from './public-booking.api';

/** A mutation as the pages use it: run it (its promise rejects with an ApiError), and whether it runs. */
type MutationResult<A, T> = [run: (args: A) => Promise<T>, state: { isLoading: boolean }];

/**
 * A POST of the attendee pages; once it has answered (success or not: a lost race changes the
 * free times too), the cached GETs `stale(path)` names load again.
 */
function useApiMutation<A, T>(
  name: string,
  request: (args: A) => { path: string; body: unknown; headers?: Record<string, string> },
  stale: (path: string, args: A) => boolean,
): MutationResult<A, T> {
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useSWRMutation<T, unknown, string, A>(
    name,
    (_key: string, { arg }: { arg: A }) => {
      const { path, body, headers } = request(arg);
      return callApi<T>(path, { method: 'POST', body, headers });
    },
    { throwOnError: true },
  );
  const run = useCallback(
    async (args: A) => {
      try {
        // Always an argument here, so always a trigger that takes one.
        return await (trigger as (arg: A) => Promise<T>)(args);
      } finally {
        void mutate((key) => typeof key === 'string' && stale(key, args));
      }
    },
    [trigger, mutate, stale],
  );
  return [run, { isLoading: isMutating }];
}

const isFreeTimes = (path: string) => /\/free-times\?/.test(path);
const bookingStale = (id: string) => (path: string) => isFreeTimes(path) || path === publicBookingPath(id);

// Success or a lost race (409): either way the free times changed, so they reload.
const createBookingStale = (path: string) => isFreeTimes(path);
/** 128 random bits as hex: `crypto.getRandomValues` also works on plain-http pages, `randomUUID` does not. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The booking POST carries an Idempotency-Key (docs/product.md#idempotent-bookings): sending the
 * same answers again (a retry after a lost connection, a second click) reuses the key, so the API
 * answers the first answer instead of booking twice; changed answers are a new attempt.
 */
export function useCreatePublicBookingMutation(): MutationResult<CreatePublicBookingPayload, PublicBooking> {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const request = useCallback((body: CreatePublicBookingPayload) => {
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    return { path: '/api/public/bookings', body, headers: { 'idempotency-key': attempt.current.key } };
  }, []);
  return useApiMutation('createPublicBooking', request, createBookingStale);
}

const cancelRequest = ({ id, ...body }: { id: string } & CancellationPayload) => ({
  path: `${publicBookingPath(id)}/cancel`,
  body,
});
const cancelStale = (path: string, { id }: { id: string }) => bookingStale(id)(path);

export function useCancelPublicBookingMutation(): MutationResult<
  { id: string } & CancellationPayload,
  PublicBooking
> {
  return useApiMutation('cancelPublicBooking', cancelRequest, cancelStale);
}

const rescheduleRequest = ({ id, ...body }: { id: string } & ReschedulePayload) => ({
  path: `${publicBookingPath(id)}/reschedule`,
  body,
});

export function useReschedulePublicBookingMutation(): MutationResult<
  { id: string } & ReschedulePayload,
  PublicBooking
> {
  return useApiMutation('reschedulePublicBooking', rescheduleRequest, cancelStale);
}
