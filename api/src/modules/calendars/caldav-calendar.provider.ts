import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import {
  type CaldavConnectionRow,
  findHostZone,
  listCalendarsOf,
  listCheckedCalendarsOfUsers,
  listConnections,
  ownBookingIds,
} from './caldav.repository';
import type { CaldavConnections } from './caldav-connections.service';
import type { BusyConnection, BusyTimeRange, CalendarProvider, ProviderCalendar } from './calendar-provider';
import { busyRangesOf } from './icalendar-busy';

/** The UID Slotwise gives a booking's event (the mails' .ics and the CalDAV object alike). */
const OWN_UID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@slotwise$/i;

/**
 * CalDAV behind the provider seam: busy time of every checked calendar of every connection of
 * the host, each connection a source of the shared busy cache (calendar-busy-cache.service.ts);
 * one object's malformed iCalendar is skipped alone.
 */
export class CaldavCalendarProvider implements CalendarProvider {
  readonly kind = 'caldav' as const;

  constructor(
    private readonly deps: {
      db: Db;
      connections: CaldavConnections;
      log: FastifyBaseLogger;
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

  /** Every connection with checked calendars; each rejects alone when its server fails. */
  async busyConnections(hostId: string): Promise<BusyConnection[]> {
    return (await this.busyConnectionsOf([hostId])).get(hostId) ?? [];
  }

  /** busyConnections of several hosts, read in one statement (a team type's free times). */
  async busyConnectionsOf(hostIds: string[]): Promise<Map<string, BusyConnection[]>> {
    const checked = await listCheckedCalendarsOfUsers(this.deps.db, hostIds);
    const byConnection = new Map<string, { connection: CaldavConnectionRow; urls: string[] }>();
    for (const { calendar, connection } of checked) {
      const group = byConnection.get(connection.id) ?? { connection, urls: [] };
      group.urls.push(calendar.url);
      byConnection.set(connection.id, group);
    }
    const byHost = new Map<string, BusyConnection[]>();
    for (const { connection, urls } of byConnection.values()) {
      const hostId = connection.userId;
      const list = byHost.get(hostId) ?? [];
      list.push({
        id: connection.id,
        busyTimes: (from: Date, to: Date) => this.connectionBusy(hostId, connection, urls, from, to),
      });
      byHost.set(hostId, list);
    }
    return byHost;
  }

  /** All connections at once; a failing one counts as no busy time (logged, shown in Settings). */
  async busyTimes(hostId: string, from: Date, to: Date): Promise<BusyTimeRange[]> {
    const connections = await this.busyConnections(hostId);
    const answers = await Promise.all(
      connections.map((connection) =>
        connection.busyTimes(from, to).catch((err: unknown) => {
          this.deps.log.warn({ err, hostId, connectionId: connection.id }, 'CalDAV busy times failed');
          return [] as BusyTimeRange[];
        }),
      ),
    );
    return answers.flat();
  }

  private async connectionBusy(
    hostId: string,
    connection: CaldavConnectionRow,
    urls: string[],
    from: Date,
    to: Date,
  ): Promise<BusyTimeRange[]> {
    // The host's zone is read while the server answers (a cold read waits for the server only).
    const zoneRead = findHostZone(this.deps.db, hostId);
    zoneRead.catch(() => {});
    // withClient records the outcome on the connection: Settings shows the error to the host.
    const objects = (
      await this.deps.connections.withClient(connection, (client, credentials) =>
        Promise.all(urls.map((url) => client.objectsIn(credentials, url, from, to))),
      )
    ).flat();
    if (objects.length === 0) return [];
    const zone = await zoneRead;
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
}
