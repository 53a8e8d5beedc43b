import type { RoundRobinSettings } from '@slotwise/shared/contract/round-robin.contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { roundRobinHosts, roundRobinSettings } from '../../db/schema/round-robin.schema';

/** Replaces a round-robin type's cap and its hosts' weights and priorities. */
export async function replaceRoundRobinSettings(
  db: DbExecutor,
  eventTypeId: string,
  settings: RoundRobinSettings,
): Promise<void> {
  await db.delete(roundRobinHosts).where(eq(roundRobinHosts.eventTypeId, eventTypeId));
  await db.delete(roundRobinSettings).where(eq(roundRobinSettings.eventTypeId, eventTypeId));
  await db.insert(roundRobinSettings).values({
    eventTypeId,
    capLimit: settings.cap?.limit ?? null,
    capPeriod: settings.cap?.period ?? null,
  });
  if (settings.hosts.length === 0) return;
  await db.insert(roundRobinHosts).values(
    settings.hosts.map((host) => ({
      eventTypeId,
      userId: host.user_id,
      weight: host.weight,
      priority: host.priority,
    })),
  );
}

/** Drops the settings of members who are no longer hosts of the type. */
export async function keepRoundRobinHosts(
  db: DbExecutor,
  eventTypeId: string,
  hostIds: string[],
): Promise<void> {
  await db
    .delete(roundRobinHosts)
    .where(
      and(
        eq(roundRobinHosts.eventTypeId, eventTypeId),
        hostIds.length > 0 ? notInArray(roundRobinHosts.userId, hostIds) : undefined,
      ),
    );
}

/** Raw settings of the given types, by event type id (types without a row are absent). */
export async function listRoundRobinSettings(
  db: DbExecutor,
  eventTypeIds: string[],
): Promise<Map<string, RoundRobinSettings>> {
  const found = new Map<string, RoundRobinSettings>();
  if (eventTypeIds.length === 0) return found;
  const [settings, hosts] = await Promise.all([
    db.select().from(roundRobinSettings).where(inArray(roundRobinSettings.eventTypeId, eventTypeIds)),
    db.select().from(roundRobinHosts).where(inArray(roundRobinHosts.eventTypeId, eventTypeIds)),
  ]);
  for (const id of eventTypeIds) {
    const row = settings.find((one) => one.eventTypeId === id);
    found.set(id, {
      cap:
        row?.capLimit && row.capPeriod
          ? { limit: row.capLimit, period: row.capPeriod === 'week' ? 'week' : 'day' }
          : null,
      hosts: hosts
        .filter((one) => one.eventTypeId === id)
        .map((one) => ({ user_id: one.userId, weight: one.weight, priority: one.priority }))
        .sort((a, b) => (a.user_id < b.user_id ? -1 : 1)),
    });
  }
  return found;
}
