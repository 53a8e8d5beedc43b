import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { GoogleAccountsService } from './google-accounts.service';
import {
  listGoogleAccounts,
  listGoogleAccountsOfUsers,
  listSyncedBookingTimes,
} from './google-calendar.repository';
import type { GoogleCalendarApi } from './google-calendar-api.client';
import { listAccountCalendars } from './google-calendar-list.repository';

export interface TimeRange {
  start: Date;
  end: Date;
}

const DAY = 86_400_000;
/** A failed free/busy call is not retried for this long (the page works without it meanwhile). */
const FAILURE_TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

/** `ranges` minus `holes`: the parts of each range no hole covers. */
export function subtractRanges(ranges: TimeRange[], holes: TimeRange[]): TimeRange[] {
  let pieces = ranges.map((range) => [range.start.getTime(), range.end.getTime()]);
  for (const hole of holes) {
    const [holeStart, holeEnd] = [hole.start.getTime(), hole.end.getTime()];
    pieces = pieces.flatMap(([start, end]) => {
      if (holeEnd <= start || holeStart >= end) return [[start, end]];
      const left = holeStart > start ? [[start, holeStart]] : [];
      const right = holeEnd < end ? [[holeEnd, end]] : [];
      return [...left, ...right];
    });
  }
  return pieces.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
}

/**
 * The host's busy times in every checked calendar of every Google account (one free/busy query
 * per account, the accounts in parallel), for the scheduler: cached per host
 * and whole UTC days for `ttlMs`; any failure is logged and counts as "no busy time".
 */
export class CalendarBusyTimes {
  private readonly cache = new Map<string, { expiresAt: number; ranges: Promise<TimeRange[]> }>();

  constructor(
    private readonly deps: {
      db: Db;
      accounts: GoogleAccountsService;
      api: GoogleCalendarApi;
      log: FastifyBaseLogger;
      ttlMs: number;
    },
  ) {}

  /** The scheduler's busy source: Google's busy times, except the host's own synced bookings. */
  readonly busySource = async (hostId: string, from: Date, to: Date): Promise<TimeRange[]> => {
    const ranges = await this.primaryBusy(hostId, from, to);
    if (ranges.length === 0) return [];
    // Bookings already in the calendar are counted by the scheduler itself (with their seats).
    const own = await listSyncedBookingTimes(this.deps.db, hostId, from, to);
    return subtractRanges(ranges, own);
  };

  /**
   * The host's Google connections for the shared busy cache (calendars/calendar-busy-cache.service.ts):
   * one per account (its checked calendars in one free/busy query), uncached, failures thrown, the
   * host's own synced bookings left out.
   */
  async busyConnections(
    hostId: string,
  ): Promise<{ id: string; busyTimes: (from: Date, to: Date) => Promise<TimeRange[]> }[]> {
    return (await this.busyConnectionsOf([hostId])).get(hostId) ?? [];
  }

  /** busyConnections of several hosts, their accounts and calendar lists read once for all. */
  async busyConnectionsOf(
    hostIds: string[],
  ): Promise<Map<string, { id: string; busyTimes: (from: Date, to: Date) => Promise<TimeRange[]> }[]>> {
    const byHost = new Map<
      string,
      { id: string; busyTimes: (from: Date, to: Date) => Promise<TimeRange[]> }[]
    >();
    const accounts = await listGoogleAccountsOfUsers(this.deps.db, hostIds);
    if (accounts.length === 0) return byHost;
    const calendars = await listAccountCalendars(
      this.deps.db,
      accounts.map((account) => account.id),
    );
    for (const account of accounts) {
      const hostId = account.userId;
      const listed = calendars.filter((calendar) => calendar.accountId === account.id);
      // A list never read (connected before lists were kept): the primary calendar counts.
      const ids =
        listed.length === 0
          ? ['primary']
          : listed.filter((calendar) => calendar.checked).map((calendar) => calendar.googleId);
      const busyTimes = async (from: Date, to: Date) => {
        if (ids.length === 0) return [];
        // The own bookings are read while Google answers (a cold read waits for Google only).
        const own = listSyncedBookingTimes(this.deps.db, hostId, from, to);
        own.catch(() => {});
        const ranges = await this.deps.accounts.read(account, (token) =>
          this.deps.api.freeBusy(token, from, to, ids),
        );
        return ranges.length === 0 ? [] : subtractRanges(ranges, await own);
      };
      const list = byHost.get(hostId) ?? [];
      list.push({ id: account.id, busyTimes });
      byHost.set(hostId, list);
    }
    return byHost;
  }

  /** Forgets a host's cached busy times (their accounts or checked calendars changed). */
  invalidateHost(hostId: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${hostId}|`)) this.cache.delete(key);
  }

  private async primaryBusy(hostId: string, from: Date, to: Date): Promise<TimeRange[]> {
    // Whole UTC days, so the booking page's ranges and single-time checks share entries.
    const dayFrom = Math.floor(from.getTime() / DAY) * DAY;
    const dayTo = Math.ceil(to.getTime() / DAY) * DAY;
    const key = `${hostId}|${dayFrom}|${dayTo}`;
    const now = Date.now();
    let entry = this.cache.get(key);
    if (!entry || entry.expiresAt <= now) {
      if (this.cache.size >= MAX_ENTRIES) this.sweep(now);
      const fresh = { expiresAt: now + this.deps.ttlMs, ranges: Promise.resolve<TimeRange[]>([]) };
      // One account failing: the others' answer is kept only as long as a failure is.
      const partlyFailed = () => {
        fresh.expiresAt = Math.min(fresh.expiresAt, Date.now() + FAILURE_TTL_MS);
      };
      fresh.ranges = this.fetch(hostId, new Date(dayFrom), new Date(dayTo), partlyFailed).catch(
        (err: unknown) => {
          this.deps.log.warn({ err, hostId }, 'Google free/busy failed; ignoring busy times');
          fresh.expiresAt = Math.min(fresh.expiresAt, Date.now() + FAILURE_TTL_MS);
          return [];
        },
      );
      entry = fresh;
      if (this.deps.ttlMs > 0) this.cache.set(key, entry);
    }
    const ranges = await entry.ranges;
    return ranges.filter((range) => range.end > from && range.start < to);
  }

  private async fetch(hostId: string, from: Date, to: Date, partlyFailed: () => void): Promise<TimeRange[]> {
    const accounts = await listGoogleAccounts(this.deps.db, hostId);
    if (accounts.length === 0) return [];
    const calendars = await listAccountCalendars(
      this.deps.db,
      accounts.map((account) => account.id),
    );
    const answers = await Promise.allSettled(
      accounts.map((account) => {
        const listed = calendars.filter((calendar) => calendar.accountId === account.id);
        // A list never read (connected before lists were kept): the primary calendar counts.
        const ids =
          listed.length === 0
            ? ['primary']
            : listed.filter((calendar) => calendar.checked).map((calendar) => calendar.googleId);
        if (ids.length === 0) return Promise.resolve([]);
        return this.deps.accounts.read(account, (token) => this.deps.api.freeBusy(token, from, to, ids));
      }),
    );
    const failed = answers.filter((answer) => answer.status === 'rejected');
    // Every account failed: the whole answer failed (retried after FAILURE_TTL_MS, not cached long).
    if (failed.length === answers.length) throw (failed[0] as PromiseRejectedResult).reason;
    if (failed.length > 0) partlyFailed();
    for (const answer of failed) {
      this.deps.log.warn(
        { err: (answer as PromiseRejectedResult).reason, hostId },
        'Google free/busy of one account failed',
      );
    }
    return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(key);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
  }
}
