import type { DbExecutor } from '../../db/database';
import type { BookingHost } from '../../db/schema/bookings.schema';
import type { BusyRange } from './free-times';
import {
  type AwayPeriod,
  listAwayPeriods,
  listCappedStarts,
  loadRoundRobinRules,
  type RoundRobinRules,
} from './host-blocks.repository';
import type { BookableEventType } from './scheduling.repository';
import {
  dateOfDayNumber,
  dayNumberOf,
  isoWeekdayOfDayNumber,
  localDayNumberOf,
  wallClockToInstant,
} from './zone-offset';

const DAY = 86_400_000;

/** An away period as busy time: from the first day's midnight to the midnight after the last, in the host's zone. */
export function awayRanges(periods: AwayPeriod[], zone: string): BusyRange[] {
  return periods.map((period) => ({
    start: new Date(wallClockToInstant(dayNumberOf(period.startDate) * DAY, zone)),
    end: new Date(wallClockToInstant((dayNumberOf(period.endDate) + 1) * DAY, zone)),
  }));
}

/** The host-local day numbers [first, end) of the cap period (a day, or a Monday-first week) holding an instant. */
export function capPeriodDays(instant: number, period: 'day' | 'week', zone: string): [number, number] {
  const day = localDayNumberOf(instant, zone);
  if (period === 'day') return [day, day + 1];
  const monday = day - (isoWeekdayOfDayNumber(day) - 1);
  return [monday, monday + 7];
}

/** [from, to) epoch ms of the cap periods that hold [from, to): what must be counted. */
export function capWindow(from: number, to: number, period: 'day' | 'week', zone: string): [number, number] {
  const [first] = capPeriodDays(from, period, zone);
  const [, end] = capPeriodDays(Math.max(from, to - 1), period, zone);
  return [wallClockToInstant(first * DAY, zone), wallClockToInstant(end * DAY, zone)];
}

/**
 * The periods in which a host has reached the type's cap, as busy time
 * (docs/product.md#fair-round-robin): no start of the type is free for them there.
 */
export function cappedRanges(
  starts: number[],
  cap: NonNullable<RoundRobinRules['cap']>,
  zone: string,
): BusyRange[] {
  const counts = new Map<number, number>();
  for (const start of starts) {
    const [first] = capPeriodDays(start, cap.period, zone);
    counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const length = cap.period === 'day' ? 1 : 7;
  return [...counts.entries()]
    .filter(([, count]) => count >= cap.limit)
    .map(([first]) => ({
      start: new Date(wallClockToInstant(first * DAY, zone)),
      end: new Date(wallClockToInstant((first + length) * DAY, zone)),
    }));
}

/**
 * Busy time each host has beyond its schedule and bookings, for meetings starting in [from, to):
 * its days away, and for round-robin types the periods in which it has reached the type's cap
 * (unless `ignoreBookings`: caps come from bookings). Answers in the order of `hosts`.
 */
export async function loadHostBlocks(
  db: DbExecutor,
  eventType: Pick<BookableEventType, 'id' | 'kind' | 'teamId'>,
  hosts: Pick<BookingHost, 'id' | 'timeZone'>[],
  from: number,
  to: number,
  options: { ignoreBookingId?: string; ignoreBookings?: boolean } = {},
): Promise<BusyRange[][]> {
  const hostIds = hosts.map((host) => host.id);
  // Dates around the window: a day away in any zone touches these.
  const fromDate = dateOfDayNumber(Math.floor(from / DAY) - 2);
  const toDate = dateOfDayNumber(Math.floor(to / DAY) + 2);
  const roundRobin = eventType.teamId !== null && eventType.kind === 'round_robin' && !options.ignoreBookings;
  const [periods, rules] = await Promise.all([
    listAwayPeriods(db, hostIds, fromDate, toDate),
    roundRobin ? loadRoundRobinRules(db, eventType.id) : null,
  ]);
  const cap = rules?.cap ?? null;
  let capped: { hostId: string; start: number }[] = [];
  if (cap) {
    // The widest window any host's zone needs (a week either side is always enough).
    const span = (cap.period === 'week' ? 8 : 2) * DAY;
    capped = await listCappedStarts(
      db,
      eventType.id,
      hostIds,
      new Date(from - span),
      new Date(to + span),
      options.ignoreBookingId,
    );
  }
  return hosts.map((host) => [
    ...awayRanges(
      periods.filter((period) => period.userId === host.id),
      host.timeZone,
    ),
    ...(cap
      ? cappedRanges(
          capped.filter((row) => row.hostId === host.id).map((row) => row.start),
          cap,
          host.timeZone,
        )
      : []),
  ]);
}
