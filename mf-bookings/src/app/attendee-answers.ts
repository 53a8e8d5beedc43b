// Reading the API's answers the shell's server fetched for a page (attendee-preview.tsx) or a
// form's post (attendee-form.ts).
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type { EventTypeLink } from '../features/public-booking/public-booking.api';

type Params = Record<string, string>;

/** The answer's `data`, or undefined (an error body, a missing answer). */
export function dataOf<T>(answer: unknown): T | undefined {
  return answer && typeof answer === 'object' && 'data' in answer && answer.data
    ? unwrapData(answer as { data: T })
    : undefined;
}

/** A booking page's link: a personal type's, a team's (docs/product.md#team-pages) or a single-use link. */
export const bookingLinkOf = (params: Params): EventTypeLink =>
  params.linkSecret !== undefined
    ? { linkSecret: params.linkSecret }
    : params.teamSlug !== undefined
      ? { teamSlug: params.teamSlug, slug: params.slug }
      : { username: params.username, slug: params.slug };

/** The route-table paths of the booking pages the server draws and takes posts for. */
export const bookingPageRoutes: readonly string[] = [
  '/:username/:slug',
  '/team/:teamSlug/:slug',
  '/booking/:linkSecret',
];
