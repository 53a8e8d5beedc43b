import { z } from 'zod';

/**
 * Several durations per event type and the page after booking (docs/product.md#several-durations,
 * docs/product.md#after-booking).
 */
export const durationsRedirectMessages = {
  /** The type's default (`duration`) must be one of the durations it offers. */
  durationsDefault: 'The default duration must be one of the offered durations',
  durationsTooMany: 'Offer at most 6 durations',
  durationsDuplicate: 'Each duration can be offered only once',
  /** A booking or a free-times query asked for a duration the event type does not offer (422). */
  durationNotOffered: 'This event type does not offer this duration',
  redirectHttps: 'Use a secure web address starting with https://',
} as const;

export const maxOfferedDurations = 6;
export const maxRedirectUrlLength = 2000;

/** One duration in minutes: the same rule as the type's own `duration`. */
const durationMinutes = (message: string) =>
  z.int({ error: message }).min(5, { error: message }).max(720, { error: message }).multipleOf(5, {
    error: message,
  });

/**
 * `durations` of the event-type input: every duration the attendee may choose from, the default
 * (`duration`) among them; empty: only the default.
 */
export const offeredDurationsInputSchema = (durationMessage: string) =>
  z
    .array(durationMinutes(durationMessage))
    .max(maxOfferedDurations, { error: durationsRedirectMessages.durationsTooMany })
    .refine((list) => new Set(list).size === list.length, {
      error: durationsRedirectMessages.durationsDuplicate,
    })
    .default([]);

/**
 * An https address without credentials (user:password@), at most 2,000 characters; '' and null
 * mean none. `javascript:`, `data:`, `http:` and anything else are refused: the attendee's
 * browser is sent there.
 */
export function isRedirectUrl(value: string): boolean {
  if (value.length > maxRedirectUrlLength || !value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const redirectUrlInputSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isRedirectUrl(value), {
    error: durationsRedirectMessages.redirectHttps,
  });

/** The offered durations of a type, sorted; the default alone when it offers no list. */
export function offeredDurationsOf(type: { duration: number; durations?: readonly number[] | null }): number[] {
  const list = type.durations && type.durations.length > 0 ? [...type.durations] : [type.duration];
  return list.sort((a, b) => a - b);
}

/** `duration` of a booking or a free-times query: optional, the type's default when absent. */
export const chosenDurationSchema = z.coerce
  .number({ error: durationsRedirectMessages.durationNotOffered })
  .int({ error: durationsRedirectMessages.durationNotOffered })
  .min(5, { error: durationsRedirectMessages.durationNotOffered })
  .max(720, { error: durationsRedirectMessages.durationNotOffered })
  .optional();

/** What the page after booking receives, and nothing else (docs/product.md#after-booking). */
export interface RedirectBooking {
  id: string;
  status: string;
  start_time: string;
  end_time: string;
  timezone: string;
  attendee_name: string;
  attendee_email: string;
  event_type: { slug: string; title: string; duration?: number };
  duration?: number;
}

/**
 * The redirect address with the booking's public fields as query parameters (existing
 * parameters of the host's address are kept; ours win on a clash). Never the attendee link's
 * secret, the answers or the phone number.
 */
export function redirectAddress(redirectUrl: string, booking: RedirectBooking): string {
  const url = new URL(redirectUrl);
  const minutes =
    booking.duration ?? Math.round((Date.parse(booking.end_time) - Date.parse(booking.start_time)) / 60_000);
  const fields: [string, string][] = [
    ['booking_id', booking.id],
    ['status', booking.status],
    ['event_type', booking.event_type.slug],
    ['event_title', booking.event_type.title],
    ['start_time', booking.start_time],
    ['end_time', booking.end_time],
    ['duration', String(minutes)],
    ['timezone', booking.timezone],
    ['attendee_name', booking.attendee_name],
    ['attendee_email', booking.attendee_email],
  ];
  for (const [key, value] of fields) url.searchParams.set(key, value);
  return url.toString();
}
