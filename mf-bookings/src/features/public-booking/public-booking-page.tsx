import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';

// No event type can be published yet (the scheduling core brings them), so every
// /{username}/{slug} link is unknown and shows the not-found page, as the spec requires.
export function PublicBookingPage() {
  return <NotFoundPage />;
}
