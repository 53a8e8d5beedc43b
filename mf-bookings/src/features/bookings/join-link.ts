import type { Booking } from '@slotwise/shared/contract/bookings.contract';

/**
 * The link the host joins a confirmed booking with: its Google Meet link, or its own Jitsi Meet
 * room (docs/product.md#jitsi-meet); null otherwise.
 */
export function joinLinkOf(booking: Booking): string | null {
  if (booking.status !== 'confirmed') return null;
  if (booking.google_meet_link) return booking.google_meet_link;
  return booking.event_type.location === 'jitsi'
    ? (booking.event_type.location_details?.meeting_url ?? null)
    : null;
}
