import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';

// Bookings arrive with the scheduling core; until then no cancel link can exist.
export function CancelBookingPage() {
  return <NotFoundPage />;
}
