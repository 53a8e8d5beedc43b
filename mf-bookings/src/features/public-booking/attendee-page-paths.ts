// The attendee pages' own links, in a module of their own: the cancel and reschedule pages need
// them without the booking confirmation's code.
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';

/** The booking's cancel page (docs/product.md#cancel-page). */
export function cancelPath(bookingId: string): string {
  return `/cancel/${encodeURIComponent(bookingId)}`;
}

/** The booking's reschedule page (docs/product.md#reschedule-page), offered beside Cancel. */
export function reschedulePath(bookingId: string): string {
  return `/reschedule/${encodeURIComponent(bookingId)}`;
}

/** "Book another time": the type's booking page, /team/{teamSlug}/{slug} for a team's type. */
export function bookAgainPath(booking: PublicBooking): string {
  const slug = encodeURIComponent(booking.event_type.slug);
  return booking.team_slug
    ? `/team/${encodeURIComponent(booking.team_slug)}/${slug}`
    : `/${encodeURIComponent(booking.host.username)}/${slug}`;
}
