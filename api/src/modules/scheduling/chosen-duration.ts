import { durationsRedirectMessages } from '@slotwise/shared/contract/durations-redirect.contract';
import { offeredDurationsOf } from '@slotwise/shared/contract/redirect-address.contract';
import { validationFailed } from '../../lib/http-errors.util';

const MINUTE = 60_000;

/**
 * The event type as the attendee's chosen duration makes it (docs/product.md#several-durations):
 * free times, buffers, the booking's end and its reminders all read `duration`, so they follow the
 * choice. Absent: the type's default. A duration the type does not offer is a 422.
 */
export function withChosenDuration<T extends { duration: number; durations: number[] }>(
  eventType: T,
  requested: number | undefined,
): T {
  if (requested === undefined || requested === eventType.duration) return eventType;
  if (!offeredDurationsOf(eventType).includes(requested)) {
    throw validationFailed(
      { duration: [durationsRedirectMessages.durationNotOffered] },
      durationsRedirectMessages.durationNotOffered,
    );
  }
  return { ...eventType, duration: requested };
}

/** A booking's own length in minutes: it keeps the duration it was booked with. */
export function bookingMinutes(booking: { startTime: Date; endTime: Date }): number {
  return Math.round((booking.endTime.getTime() - booking.startTime.getTime()) / MINUTE);
}
