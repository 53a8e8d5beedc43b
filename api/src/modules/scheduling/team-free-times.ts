import type { FreeTime, FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { type FreeStart, type FreeTimesRange, rangeDays } from './free-times';
import { dateOfDayNumber, isoStringOf, wallClockToInstant } from './zone-offset';

const DAY = 86_400_000;

/** A free start of a team type with the hosts (indexes into the host list) free at it. */
export interface TeamFreeStart extends FreeStart {
  hosts: number[];
}

/**
 * Collective types (docs/product.md#teams): a start is free only when every host is free; its
 * seats left are the fewest any host has. Each list is sorted by start (computeFreeStarts).
 */
export function intersectFreeStarts(perHost: FreeStart[][]): TeamFreeStart[] {
  if (perHost.length === 0) return [];
  const [first, ...others] = perHost;
  const cursors = others.map(() => 0);
  const free: TeamFreeStart[] = [];
  outer: for (const candidate of first) {
    let seatsLeft = candidate.seatsLeft;
    for (let i = 0; i < others.length; i += 1) {
      const list = others[i];
      while (cursors[i] < list.length && list[cursors[i]].start < candidate.start) cursors[i] += 1;
      const match = list[cursors[i]];
      if (!match || match.start !== candidate.start) continue outer;
      seatsLeft = Math.min(seatsLeft, match.seatsLeft);
    }
    free.push({ start: candidate.start, seatsLeft, hosts: perHost.map((_, index) => index) });
  }
  return free;
}

/**
 * Round-robin types: a start is free when at least one host is free; seats left is the number
 * of free hosts (each can take one booking of that time).
 */
export function unionFreeStarts(perHost: FreeStart[][]): TeamFreeStart[] {
  const byStart = new Map<number, number[]>();
  perHost.forEach((list, index) => {
    for (const { start } of list) {
      const hosts = byStart.get(start);
      if (hosts) hosts.push(index);
      else byStart.set(start, [index]);
    }
  });
  return [...byStart.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, hosts]) => ({ start, seatsLeft: hosts.length, hosts }));
}

/** [from, to) epoch ms of the requested attendee-local dates, and the day bounds within. */
export function rangeBounds(range: FreeTimesRange): number[] {
  const { firstDay, lastDay } = rangeDays(range);
  const bounds: number[] = [];
  for (let day = firstDay; day <= lastDay + 1; day += 1) {
    bounds.push(wallClockToInstant(day * DAY, range.timeZone, 'earliest'));
  }
  return bounds;
}

/** Free starts grouped by the attendee-local date, every requested date listed (like computeFreeTimes). */
export function groupFreeStarts(starts: FreeStart[], range: FreeTimesRange): FreeTimes {
  const { firstDay, lastDay } = rangeDays(range);
  const bounds = rangeBounds(range);
  const days: { date: string; times: FreeTime[] }[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) days.push({ date: dateOfDayNumber(day), times: [] });
  let day = 0;
  for (const { start, seatsLeft } of starts) {
    if (start < bounds[0] || start >= bounds[bounds.length - 1]) continue;
    while (start >= bounds[day + 1]) day += 1;
    days[day].times.push({ start: isoStringOf(start), seats_left: seatsLeft });
  }
  return { time_zone: range.timeZone, days };
}

/** A host's standing for round-robin assignment. */
export interface AssignmentStats {
  hostId: string;
  /** Bookings of this event type in the trailing 30 days. */
  recentCount: number;
  /** Epoch ms of the host's latest booking of this type; null when never booked. */
  lastBookedAt: number | null;
}

/**
 * Round-robin order (docs/product.md#teams): fewest bookings of the type in the trailing 30
 * days, then least recently booked (never booked first), then user id. The booking takes the
 * first free host and falls back to the next when a concurrent booking took that one.
 */
export function assignmentOrder(stats: AssignmentStats[]): string[] {
  return [...stats]
    .sort(
      (a, b) =>
        a.recentCount - b.recentCount ||
        (a.lastBookedAt ?? Number.NEGATIVE_INFINITY) - (b.lastBookedAt ?? Number.NEGATIVE_INFINITY) ||
        (a.hostId < b.hostId ? -1 : a.hostId > b.hostId ? 1 : 0),
    )
    .map((stat) => stat.hostId);
}
