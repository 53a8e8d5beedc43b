import { publicEventTypeSchema } from '@slotwise/shared/contract/bookings.contract';
import { eventTypeKinds } from '@slotwise/shared/contract/event-types.contract';
import { eventLocations } from '@slotwise/shared/contract/locations.contract';
import { z } from 'zod';

/** A host as the public team pages show them: no e-mail, no username. */
export const publicTeamHostSchema = z.object({ name: z.string(), avatar: z.string().nullable() });
export type PublicTeamHost = z.infer<typeof publicTeamHostSchema>;

/** One active team event type in the list of /team/{teamSlug}. */
export const publicTeamEventTypeSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  duration: z.int().describe('minutes'),
  event_type: z.enum(eventTypeKinds),
  location: z.enum(eventLocations),
});
export type PublicTeamEventTypeSummary = z.infer<typeof publicTeamEventTypeSummarySchema>;

/** GET /api/public/teams/{teamSlug} -> { data: PublicTeam }. */
export const publicTeamSchema = z.object({
  team: z.object({ name: z.string(), slug: z.string(), description: z.string().nullable() }),
  /** Accepted members hosting at least one active team event type. */
  hosts: z.array(publicTeamHostSchema),
  event_types: z.array(publicTeamEventTypeSummarySchema),
});
export type PublicTeam = z.infer<typeof publicTeamSchema>;

/**
 * GET /api/public/teams/{teamSlug}/{slug} -> { data: PublicTeamEventType }: the personal booking
 * page's shape (host is the type's creator) plus the team and its hosts.
 */
export const publicTeamEventTypeSchema = publicEventTypeSchema.extend({
  team: z.object({ name: z.string(), slug: z.string() }),
  hosts: z.array(publicTeamHostSchema),
});
export type PublicTeamEventType = z.infer<typeof publicTeamEventTypeSchema>;
