// The attendee pages' own links, in a module of their own: the cancel and reschedule pages need
// them without the booking confirmation's code.
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';

/** The booking's cancel page (docs/product.md#cancel-page), by its link's secret (#attendee-link-secrets). */
export function cancelPath(link: string): string {
  return `/cancel/${encodeURIComponent(link)}`;
}

/** The booking's reschedule page (docs/product.md#reschedule-page), offered beside Cancel. */
export function reschedulePath(link: string): string {
  return `/reschedule/${encodeURIComponent(link)}`;
}

/** "Book another time": the type's booking page, /team/{teamSlug}/{slug} for a team's type. */
export function bookAgainPath(booking: PublicBooking): string {
  const slug = encodeURIComponent(booking.event_type.slug);
  return booking.team_slug
    ? `/team/${encodeURIComponent(booking.team_slug)}/${slug}`
    : `/${encodeURIComponent(booking.host.username)}/${slug}`;
}
