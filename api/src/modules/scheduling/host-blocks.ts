import type { DbExecutor } from '../../db/database';
import type { BookingHost } from '../../db/schema/bookings.schema';
import type { BusyRange } from './free-times';
import { type AwayPeriod, loadCapWithStarts, type RoundRobinRules } from './host-blocks.repository';
import type { BookableEventType } from './scheduling.repository';
import { dayNumberOf, isoWeekdayOfDayNumber, localDayNumberOf, wallClockToInstant } from './zone-offset';

const DAY = 86_400_000;

/** An away period as busy time: from the first day's midnight to the midnight after the last, in the host's zone. */
export function awayRanges(periods: Pick<AwayPeriod, 'startDate' | 'endDate'>[], zone: string): BusyRange[] {
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
 * For round-robin types with a cap (docs/product.md#fair-round-robin), the periods in which each
 * host has reached it, as busy time for meetings starting in [from, to); in the order of `hosts`.
 * Null when nothing is capped (not round robin, no cap, or `ignoreBookings`: caps come from
 * bookings). One statement reads the cap and the starts it counts.
 */
export async function loadCappedBlocks(
  db: DbExecutor,
  eventType: Pick<BookableEventType, 'id' | 'kind' | 'teamId'>,
  hosts: Pick<BookingHost, 'id' | 'timeZone'>[],
  from: number,
  to: number,
  options: { ignoreBookingId?: string; ignoreBookings?: boolean } = {},
): Promise<BusyRange[][] | null> {
  const roundRobin = eventType.teamId !== null && eventType.kind === 'round_robin' && !options.ignoreBookings;
  if (!roundRobin || hosts.length === 0) return null;
  const { cap, starts } = await loadCapWithStarts(
    db,
    eventType.id,
    hosts.map((host) => host.id),
    from,
    to,
    options.ignoreBookingId,
  );
  if (!cap) return null;
  return hosts.map((host) =>
    cappedRanges(
      starts.filter((row) => row.hostId === host.id).map((row) => row.start),
      cap,
      host.timeZone,
    ),
  );
}

/** Days away (read with the schedule) and reached caps as one host's busy time. */
export function hostBlocksOf(
  away: Pick<AwayPeriod, 'startDate' | 'endDate'>[],
  capped: BusyRange[] | undefined,
  zone: string,
): BusyRange[] {
  const ranges = awayRanges(away, zone);
  return capped && capped.length > 0 ? [...ranges, ...capped] : ranges;
}
