import type { FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { dateBounds, type FreeStart, type FreeTimesRange, groupByDate } from './free-times';

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
  // Every host is free at each of these starts: they share one (read-only) list of hosts.
  const everyHost = Object.freeze(perHost.map((_, index) => index)) as number[];
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
    free.push({ start: candidate.start, seatsLeft, hosts: everyHost });
  }
  return free;
}

/**
 * Round-robin types: a start is free when at least one host is free; seats left is the number
 * of free hosts (each can take one booking of that time). The hosts' lists are sorted: merged
 * in one pass.
 */
export function unionFreeStarts(perHost: FreeStart[][]): TeamFreeStart[] {
  const cursors = perHost.map(() => 0);
  const free: TeamFreeStart[] = [];
  for (;;) {
    let start = Number.POSITIVE_INFINITY;
    for (let i = 0; i < perHost.length; i += 1) {
      const next = perHost[i][cursors[i]];
      if (next && next.start < start) start = next.start;
    }
    if (start === Number.POSITIVE_INFINITY) return free;
    const hosts: number[] = [];
    for (let i = 0; i < perHost.length; i += 1) {
      const next = perHost[i][cursors[i]];
      if (next && next.start === start) {
        hosts.push(i);
        cursors[i] += 1;
      }
    }
    free.push({ start, seatsLeft: hosts.length, hosts });
  }
}

/** [from, to) epoch ms of the requested attendee-local dates, and the day bounds within. */
export function rangeBounds(range: FreeTimesRange): number[] {
  return dateBounds(range).bounds;
}

/** Free starts grouped by the attendee-local date, every requested date listed (like computeFreeTimes). */
export function groupFreeStarts(starts: FreeStart[], range: FreeTimesRange): FreeTimes {
  return groupByDate({ ...dateBounds(range), starts });
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
