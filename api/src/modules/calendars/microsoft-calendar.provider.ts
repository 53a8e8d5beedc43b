import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { wallClockToInstant } from '../scheduling/zone-offset';
import { findHostZone } from './caldav.repository';
import type { BusyConnection, BusyTimeRange, CalendarProvider, ProviderCalendar } from './calendar-provider';
import {
  listCalendarsOf,
  listCheckedCalendarsOfUsers,
  listConnections,
  type MicrosoftCalendarRow,
  type MicrosoftConnectionRow,
  ownGraphEventIds,
} from './microsoft.repository';
import type { MicrosoftConnections } from './microsoft-connections.service';
import type { GraphEventTimes, MicrosoftGraphClient } from './microsoft-graph.client';
import { MicrosoftError } from './microsoft-oauth.client';

/** Graph's dateTime without an offset ("2026-03-02T09:00:00.0000000"), read as UTC. */
const utcOf = (dateTime: string) =>
  Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(dateTime) ? dateTime : `${dateTime.slice(0, 23)}Z`);

/** A day's midnight in the host's zone (an all-day event is a floating day). */
function dayStartIn(dateTime: string, zone: string): number {
  const [year, month, day] = dateTime.slice(0, 10).split('-').map(Number);
  return wallClockToInstant(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1), zone);
}

/**
 * The busy ranges of calendarView events: every `showAs` but `free` blocks (busy, tentative,
 * oof, workingElsewhere, unknown); cancelled events and Slotwise's own do not. All-day events
 * block the host's whole days in the host's zone.
 */
export function graphBusyRanges(
  events: GraphEventTimes[],
  hostZone: string,
  isOwn: (id: string) => boolean,
): BusyTimeRange[] {
  const ranges: BusyTimeRange[] = [];
  for (const event of events) {
    if (event.isCancelled || event.showAs === 'free' || isOwn(event.id)) continue;
    if (!event.start?.dateTime || !event.end?.dateTime) continue;
    const start = event.isAllDay ? dayStartIn(event.start.dateTime, hostZone) : utcOf(event.start.dateTime);
    const end = event.isAllDay ? dayStartIn(event.end.dateTime, hostZone) : utcOf(event.end.dateTime);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) continue;
    ranges.push({ start: new Date(start), end: new Date(end) });
  }
  return ranges;
}

/**
 * Microsoft Graph behind the provider seam: the checked calendars of every Microsoft connection
 * of the host, read with calendarView in parallel (connections and calendars), each read bounded
 * by `timeoutMs` in all and by MAX_VIEW_PAGES pages.
 */
export class MicrosoftCalendarProvider implements CalendarProvider {
  readonly kind = 'microsoft' as const;

  constructor(
    private readonly deps: {
      db: Db;
      connections: MicrosoftConnections;
      graph: MicrosoftGraphClient;
      log: FastifyBaseLogger;
      timeoutMs: number;
    },
  ) {}

  async listCalendars(hostId: string): Promise<ProviderCalendar[]> {
    const connections = await listConnections(this.deps.db, hostId);
    const calendars = await listCalendarsOf(
      this.deps.db,
      connections.map((connection) => connection.id),
    );
    const emailOf = new Map(connections.map((connection) => [connection.id, connection.email]));
    return calendars.map((calendar) => ({
      id: calendar.id,
      connectionId: calendar.connectionId,
      name: calendar.name,
      checked: calendar.checked,
      // Graph's canEdit: only these are offered as the default or a type's write calendar.
      writable: calendar.writable,
      account: emailOf.get(calendar.connectionId),
    }));
  }

  async busyTimes(hostId: string, from: Date, to: Date): Promise<BusyTimeRange[]> {
    const connections = await this.busyConnections(hostId);
    const answers = await Promise.all(
      connections.map((connection) =>
        connection.busyTimes(from, to).catch((err: unknown) => {
          // This connection counts as no busy time now (the others still count); Settings shows
          // the error to the host.
          this.deps.log.warn({ err, hostId, connectionId: connection.id }, 'Microsoft busy times failed');
          return [] as BusyTimeRange[];
        }),
      ),
    );
    return answers.flat();
  }

  /**
   * One source per connection for the shared busy cache (calendar-busy-cache.service.ts): its
   * checked calendars read in parallel; a failure rejects, so the cache's last-answer rule applies.
   */
  async busyConnections(hostId: string): Promise<BusyConnection[]> {
    return (await this.busyConnectionsOf([hostId])).get(hostId) ?? [];
  }

  /** busyConnections of several hosts, read in one statement (a team type's free times). */
  async busyConnectionsOf(hostIds: string[]): Promise<Map<string, BusyConnection[]>> {
    const checked = await listCheckedCalendarsOfUsers(this.deps.db, hostIds);
    const byHost = new Map<string, BusyConnection[]>();
    if (checked.length === 0) return byHost;
    const byConnection = new Map<
      string,
      { connection: MicrosoftConnectionRow; calendars: MicrosoftCalendarRow[] }
    >();
    for (const { calendar, connection } of checked) {
      const group = byConnection.get(connection.id) ?? { connection, calendars: [] };
      group.calendars.push(calendar);
      byConnection.set(connection.id, group);
    }
    for (const { connection, calendars } of byConnection.values()) {
      const hostId = connection.userId;
      const list = byHost.get(hostId) ?? [];
      list.push({
        id: connection.id,
        busyTimes: (from: Date, to: Date) => this.readConnection(hostId, connection, calendars, from, to),
      });
      byHost.set(hostId, list);
    }
    return byHost;
  }

  private async readConnection(
    hostId: string,
    connection: MicrosoftConnectionRow,
    calendars: MicrosoftCalendarRow[],
    from: Date,
    to: Date,
  ): Promise<BusyTimeRange[]> {
    const [zone, ownIds] = await Promise.all([
      findHostZone(this.deps.db, hostId),
      ownGraphEventIds(this.deps.db, hostId),
    ]);
    const deadline = Date.now() + this.deps.timeoutMs;
    const views = await this.deps.connections.withAccessToken(connection, (token) =>
      Promise.all(
        calendars.map((calendar) =>
          this.deps.graph.calendarView(token, calendar.graphId, from, to, deadline),
        ),
      ),
    );
    const ranges = views.flatMap((view) => graphBusyRanges(view.events, zone, (id) => ownIds.has(id)));
    const cut = views.filter((view) => !view.complete);
    if (cut.length > 0) {
      // Too many events to read in time: what was not read counts as busy (never a double booking).
      for (const view of cut) {
        const last = view.events.at(-1);
        const after = last
          ? Math.max(utcOf(last.start.dateTime) || from.getTime(), from.getTime())
          : from.getTime();
        ranges.push({ start: new Date(after), end: to });
      }
      this.deps.log.warn(
        { hostId, connectionId: connection.id },
        'Microsoft calendar read cut at its page limit',
      );
      await this.deps.connections.recordFailure(
        connection.id,
        new MicrosoftError('too_many_events', 'too many events to read'),
      );
    }
    return ranges.filter((range) => range.end > from && range.start < to);
  }
}
