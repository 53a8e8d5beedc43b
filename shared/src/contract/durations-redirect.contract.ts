import { isRedirectUrl } from '@slotwise/shared/contract/redirect-address.contract';
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

export const redirectUrlInputSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isRedirectUrl(value), {
    error: durationsRedirectMessages.redirectHttps,
  });

/** `duration` of a booking or a free-times query: optional, the type's default when absent. */
export const chosenDurationSchema = z.coerce
  .number({ error: durationsRedirectMessages.durationNotOffered })
  .int({ error: durationsRedirectMessages.durationNotOffered })
  .min(5, { error: durationsRedirectMessages.durationNotOffered })
  .max(720, { error: durationsRedirectMessages.durationNotOffered })
  .optional();
