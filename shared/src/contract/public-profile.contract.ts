import { publicHostSchema } from '@slotwise/shared/contract/bookings.contract';
import { eventTypeKinds } from '@slotwise/shared/contract/event-types.contract';
import { eventLocations } from '@slotwise/shared/contract/locations.contract';
import { z } from 'zod';

/**
 * GET /api/public/users/{username} -> { data: PublicProfile }: the host's page `/{username}`
 * (docs/product.md#public-profile-page): their name and avatar and their active personal event
 * types, in the order of their Event Types screen. An unknown username answers 404.
 */
export const publicProfileEventTypeSchema = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  duration: z.int(),
  location: z.enum(eventLocations),
  event_type: z.enum(eventTypeKinds),
});
export type PublicProfileEventType = z.infer<typeof publicProfileEventTypeSchema>;

export const publicProfileSchema = z.object({
  host: publicHostSchema,
  event_types: z.array(publicProfileEventTypeSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * GET /api/public/event-types/{username}/{slug} of an event type that exists but is inactive:
 * 404 with this body (`error` tells it from an unknown link), so the booking page says the event
 * is not available and links to the host's page instead of showing the not-found page.
 */
export const inactiveEventType = {
  error: 'event_type_inactive',
  message: 'This event is not available',
} as const;
