import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { BookingHost } from '../../db/schema/bookings.schema';
import { countSpan, hasLimits, LimitCheck, type LimitCounter, type PeriodLimits } from './booking-limits';
import { dayCounts, loadLimitCounts, personalLimitColumns } from './booking-limits.repository';
import type { BookableEventType } from './scheduling.repository';
import { dayNumberOf, wallClockToInstant } from './zone-offset';

const DAY = 86_400_000;
/** Host limits are per day and week: a week and a day either side cover them in any zone. */
const HOST_MARGIN_MS = 8 * DAY;

type LimitedType = Pick<
  BookableEventType,
  | 'id'
  | 'limitPerDay'
  | 'limitPerWeek'
  | 'limitPerMonth'
  | 'limitPerYear'
  | 'hostMaxPerDay'
  | 'hostMaxPerWeek'
  | 'hostLimits'
> & { host: Pick<BookingHost, 'id' | 'timeZone'> };

export function typeLimitsOf(eventType: LimitedType): PeriodLimits {
  return {
    day: eventType.limitPerDay,
    week: eventType.limitPerWeek,
    month: eventType.limitPerMonth,
    year: eventType.limitPerYear,
  };
}

/**
 * The fixed booking window as instants [start, end): its dates are the host's (the type owner's
 * zone), from the first date's midnight to the midnight after the last. Null: rolling window.
 */
export function fixedWindowOf(
  eventType: Pick<BookableEventType, 'bookingWindowStart' | 'bookingWindowEnd'> & {
    host: Pick<BookingHost, 'timeZone'>;
  },
): { start: number; end: number } | null {
  if (!eventType.bookingWindowStart || !eventType.bookingWindowEnd) return null;
  const zone = eventType.host.timeZone;
  return {
    start: wallClockToInstant(dayNumberOf(eventType.bookingWindowStart) * DAY, zone, 'earliest'),
    end: wallClockToInstant((dayNumberOf(eventType.bookingWindowEnd) + 1) * DAY, zone, 'earliest'),
  };
}

export interface LimitChecksOptions {
  /** A booking not to count (one being moved). */
  ignoreBookingId?: string;
  /**
   * Team types: the hosts' own limits are not loaded with the type; read them for `hosts`.
   * Personal types: the owner's come with the type (hostMaxPerDay, hostMaxPerWeek).
   */
  team: boolean;
}

/**
 * One LimitCheck per host for meetings starting in [from, to): the type's limits (its meetings,
 * any host, counted in the owner's zone) and the host's own (their meetings, any type, in their
 * zone). Null when no limit applies: nothing to read, nothing to check.
 */
export async function loadLimitChecks(
  db: DbExecutor,
  eventType: LimitedType,
  hosts: Pick<BookingHost, 'id' | 'timeZone'>[],
  from: number,
  to: number,
  options: LimitChecksOptions,
): Promise<Map<string, LimitCheck> | null> {
  const typeLimits = typeLimitsOf(eventType);
  const typeZone = eventType.host.timeZone;
  const typeSpan = countSpan(typeLimits, typeZone, from, to);
  const ownerLimited = eventType.hostMaxPerDay != null || eventType.hostMaxPerWeek != null;
  // Hosts' own limits already read with the type: only those who set one are counted.
  const known = eventType.hostLimits;
  const teamHosts = known
    ? hosts.filter((host) => {
        const limits = known.get(host.id);
        return !limits || limits.maxPerDay != null || limits.maxPerWeek != null;
      })
    : hosts;
  const hostIds = options.team ? teamHosts.map((host) => host.id) : ownerLimited ? [eventType.host.id] : [];
  if (!typeSpan && hostIds.length === 0) return null;
  const counts = await loadLimitCounts(db, {
    hostIds,
    hostFrom: new Date(from - HOST_MARGIN_MS),
    hostTo: new Date(to + HOST_MARGIN_MS),
    type: typeSpan
      ? { id: eventType.id, zone: typeZone, from: new Date(typeSpan.from), to: new Date(typeSpan.to) }
      : undefined,
    ignoreBookingId: options.ignoreBookingId,
  });
  const typeCounter: LimitCounter | null = typeSpan
    ? { scope: 'type', zone: typeZone, limits: typeLimits, days: counts.typeDays }
    : null;
  const checks = new Map<string, LimitCheck>();
  let any = typeCounter !== null;
  for (const host of hosts) {
    const own = counts.hosts.find((row) => row.hostId === host.id);
    const limits: PeriodLimits = { day: own?.maxPerDay ?? null, week: own?.maxPerWeek ?? null };
    const counters: LimitCounter[] = typeCounter ? [typeCounter] : [];
    if (own && hasLimits(limits)) {
      any = true;
      counters.push({ scope: 'host', zone: host.timeZone, limits, days: own.days });
    }
    checks.set(host.id, new LimitCheck(counters));
  }
  return any ? checks : null;
}

/**
 * A personal type's limits read with its free times, in the same statement: the columns to add
 * (personalLimitColumns) and how to read the row into a LimitCheck. Null when no limit applies.
 */
export function personalLimitPlan(
  eventType: LimitedType,
  seated: boolean,
  from: number,
  to: number,
  ignoreBookingId?: string,
): { columns: SQL; checkOf: (row: Record<string, unknown> | undefined) => LimitCheck } | null {
  const typeLimits = typeLimitsOf(eventType);
  const zone = eventType.host.timeZone;
  const typeSpan = countSpan(typeLimits, zone, from, to);
  const hostLimits: PeriodLimits = { day: eventType.hostMaxPerDay, week: eventType.hostMaxPerWeek };
  const hostSpan = countSpan(hostLimits, zone, from, to);
  if (!typeSpan && !hostSpan) return null;
  const columns = personalLimitColumns({
    hostId: eventType.host.id,
    zone,
    ignoreBookingId,
    type: typeSpan
      ? { id: eventType.id, seated, from: new Date(typeSpan.from), to: new Date(typeSpan.to) }
      : undefined,
    host: hostSpan ? { from: new Date(hostSpan.from), to: new Date(hostSpan.to) } : undefined,
  });
  return {
    columns,
    checkOf: (row) => {
      const counters: LimitCounter[] = [];
      if (typeSpan)
        counters.push({
          scope: 'type',
          zone,
          limits: typeLimits,
          days: dayCounts(text(row?.limit_type_days)),
        });
      if (hostSpan)
        counters.push({
          scope: 'host',
          zone,
          limits: hostLimits,
          days: dayCounts(text(row?.limit_host_days)),
        });
      return new LimitCheck(counters);
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
