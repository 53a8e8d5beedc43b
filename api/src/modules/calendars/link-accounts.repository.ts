import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { eventTypeCalendarChoices } from '../../db/schema/calendar-choices.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { googleAccounts } from '../../db/schema/google-calendar.schema';
import { microsoftConnections } from '../../db/schema/microsoft-calendar.schema';

/**
 * Whether a calendar could give a new booking its meeting link (Meet, Teams): one of its hosts
 * has a Google account or a Microsoft connection, or the type names a calendar to write to.
 * Without any, no link can be awaited, whatever the location says. One statement.
 */
export async function mayGetCalendarLink(
  db: DbExecutor,
  hostIds: string[],
  eventTypeId: string,
): Promise<boolean> {
  const hosts = sql`ARRAY[${sql.join(
    hostIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const rows = await db.execute<{ found: boolean }>(sql`
    SELECT (
      EXISTS (SELECT 1 FROM ${googleAccounts} WHERE ${googleAccounts.userId} = ANY(${hosts}))
      OR EXISTS (SELECT 1 FROM ${microsoftConnections} WHERE ${microsoftConnections.userId} = ANY(${hosts}))
      OR EXISTS (SELECT 1 FROM ${eventTypeCalendarChoices} WHERE ${eventTypeCalendarChoices.eventTypeId} = ${eventTypeId})
      OR EXISTS (
        SELECT 1 FROM ${eventTypes}
        WHERE ${eventTypes.id} = ${eventTypeId} AND ${eventTypes.connectedGoogleAccountId} IS NOT NULL
      )
    ) AS found`);
  return Boolean((rows as unknown as { rows: { found: boolean }[] }).rows[0]?.found);
}
