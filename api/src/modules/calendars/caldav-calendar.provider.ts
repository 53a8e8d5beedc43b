import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import {
  type CaldavConnectionRow,
  findHostZone,
  listCalendarsOf,
  listCheckedCalendars,
  listConnections,
  ownBookingIds,
} from './caldav.repository';
import type { CaldavConnections } from './caldav-connections.service';
import type { BusyTimeRange, CalendarProvider, ProviderCalendar } from './calendar-provider';
import { busyRangesOf } from './icalendar-busy';

const DAY = 86_400_000;
const MAX_ENTRIES = 1000;
/** A failed fetch is not retried for this long (free times work without it meanwhile). */
const FAILURE_TTL_MS = 10_000;
/** The UID Slotwise gives a booking's event (the mails' .ics and the CalDAV object alike). */
const OWN_UID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@slotwise$/i;

/**
 * CalDAV behind the provider seam: busy time of every checked calendar of every connection of
 * the host (connections and calendars asked in parallel), cached per host and whole UTC days
 * for `ttlMs` in this process like Google's; one object's malformed iCalendar is skipped alone.
 */
export class CaldavCalendarProvider implements CalendarProvider {
  readonly kind = 'caldav' as const;
  private readonly cache = new Map<string, { expiresAt: number; ranges: Promise<BusyTimeRange[]> }>();

  constructor(
    private readonly deps: {
      db: Db;
      connections: CaldavConnections;
      log: FastifyBaseLogger;
      ttlMs: number;
    },
  ) {}

  async listCalendars(hostId: string): Promise<ProviderCalendar[]> {
    const connections = await listConnections(this.deps.db, hostId);
    const calendars = await listCalendarsOf(
      this.deps.db,
      connections.map((connection) => connection.id),
    );
    return calendars.map((calendar) => ({
      id: calendar.id,
      connectionId: calendar.connectionId,
      name: calendar.displayName,
      checked: calendar.checked,
      writable: calendar.writable,
      account: connections.find((connection) => connection.id === calendar.connectionId)?.username,
    }));
  }

  /** Forgets a host's cached busy times (a connection or a calendar choice changed). */
  invalidateHost(hostId: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${hostId}|`)) this.cache.delete(key);
  }

  async busyTimes(hostId: string, from: Date, to: Date): Promise<BusyTimeRange[]> {
    const dayFrom = Math.floor(from.getTime() / DAY) * DAY;
    const dayTo = Math.ceil(to.getTime() / DAY) * DAY;
    const key = `${hostId}|${dayFrom}|${dayTo}`;
    const now = Date.now();
    let entry = this.cache.get(key);
    if (!entry || entry.expiresAt <= now) {
      if (this.cache.size >= MAX_ENTRIES) this.sweep(now);
      const fresh = { expiresAt: now + this.deps.ttlMs, ranges: Promise.resolve<BusyTimeRange[]>([]) };
      fresh.ranges = this.fetch(hostId, new Date(dayFrom), new Date(dayTo), () => {
        fresh.expiresAt = Math.min(fresh.expiresAt, Date.now() + FAILURE_TTL_MS);
      });
      entry = fresh;
      if (this.deps.ttlMs > 0) this.cache.set(key, entry);
    }
    const ranges = await entry.ranges;
    return ranges.filter((range) => range.end > from && range.start < to);
  }

  private async fetch(hostId: string, from: Date, to: Date, failed: () => void): Promise<BusyTimeRange[]> {
    const checked = await listCheckedCalendars(this.deps.db, hostId);
    if (checked.length === 0) return [];
    const zone = await findHostZone(this.deps.db, hostId);
    const byConnection = new Map<string, { connection: CaldavConnectionRow; urls: string[] }>();
    for (const { calendar, connection } of checked) {
      const group = byConnection.get(connection.id) ?? { connection, urls: [] };
      group.urls.push(calendar.url);
      byConnection.set(connection.id, group);
    }
    const texts = await Promise.all(
      [...byConnection.values()].map(({ connection, urls }) =>
        this.deps.connections
          .withClient(connection, (client, credentials) =>
            Promise.all(urls.map((url) => client.objectsIn(credentials, url, from, to))),
          )
          .then((lists) => lists.flat())
          .catch((err: unknown) => {
            // This connection counts as no busy time now; Settings shows the error to the host.
            this.deps.log.warn({ err, hostId, connectionId: connection.id }, 'CalDAV busy times failed');
            failed();
            return [] as string[];
          }),
      ),
    );
    const objects = texts.flat();
    const ownIds = await ownBookingIds(
      this.deps.db,
      hostId,
      [
        ...new Set(
          objects.flatMap((text) => [...text.matchAll(/^UID:(.+@slotwise)\r?$/gim)].map((m) => m[1])),
        ),
      ]
        .map((uid) => OWN_UID.exec(uid.trim())?.[1])
        .filter((id): id is string => Boolean(id)),
    );
    const isOwn = (uid: string) => {
      const id = OWN_UID.exec(uid)?.[1];
      return id !== undefined && ownIds.has(id.toLowerCase());
    };
    return objects.flatMap((text) => {
      try {
        return busyRangesOf(text, from, to, zone, isOwn);
      } catch (err) {
        this.deps.log.warn({ err, hostId }, 'malformed iCalendar object skipped');
        return [];
      }
    });
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(key);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
  }
}
