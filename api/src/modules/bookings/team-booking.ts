import { type BookingAssignment, roundRobinDefaults } from '@slotwise/shared/contract/round-robin.contract';
import type { DbExecutor } from '../../db/database';
import type { BookingDetails, BookingHost } from '../../db/schema/bookings.schema';
import { type FairChoice, pickFairHost } from '../scheduling/fair-assignment';
import type { FreeStart } from '../scheduling/free-times';
import { capWindow } from '../scheduling/host-blocks';
import {
  listCappedStarts,
  loadRoundRobinRules,
  lockRoundRobinHost,
  type RoundRobinRules,
} from '../scheduling/host-blocks.repository';
import { type BookableEventType, listAssignmentStats } from '../scheduling/scheduling.repository';
import { isTeamType } from '../scheduling/scheduling.service';
import { listBookingHostUsers } from './booking-hosts.repository';

const DAY = 86_400_000;

/** Who a new booking holds: `host` (bookings.host_id) and, for team types, every host. */
export interface HostAssignment {
  host: BookingHost;
  /** Team types: every host of the booking, `host` first; undefined for personal types. */
  hosts?: BookingHost[];
  /** Round robin: why this host (kept for the host's details) and the type's cap, checked under a lock. */
  fair?: { choice: FairChoice; cap: RoundRobinRules['cap'] };
}

/**
 * docs/product.md#teams: a collective booking holds every host (the first by user id is its
 * host_id); a round-robin booking takes, among the hosts free and under their cap at the start,
 * the one pickFairHost names (docs/product.md#fair-round-robin: priority, then fewest bookings
 * per unit of weight in the trailing 30 days, then least recently booked, then user id). When a
 * concurrent booking takes that host first, or fills its cap, the caller checks the start again
 * and assigns among those still free.
 */
export async function assignHosts(
  db: DbExecutor,
  eventType: BookableEventType,
  free: FreeStart & { hosts?: number[] },
  now: Date,
): Promise<HostAssignment> {
  const hosts = eventType.hosts;
  if (!isTeamType(eventType) || !hosts || hosts.length === 0) return { host: eventType.host };
  if (eventType.kind === 'collective') return { host: hosts[0], hosts };
  const freeHosts = (free.hosts ?? hosts.map((_, index) => index)).map((index) => hosts[index]);
  const [stats, rules] = await Promise.all([
    listAssignmentStats(
      db,
      eventType.id,
      freeHosts.map((host) => host.id),
      new Date(now.getTime() - 30 * DAY),
    ),
    loadRoundRobinRules(db, eventType.id),
  ]);
  const choice = pickFairHost(
    stats.map((stat) => ({
      ...stat,
      weight: rules.hosts.get(stat.hostId)?.weight ?? roundRobinDefaults.weight,
      priority: rules.hosts.get(stat.hostId)?.priority ?? roundRobinDefaults.priority,
    })),
  );
  const host = freeHosts.find((candidate) => candidate.id === choice?.hostId) ?? freeHosts[0];
  return { host, hosts: [host], ...(choice ? { fair: { choice, cap: rules.cap } } : {}) };
}

/** The booking with every host it holds (team bookings), for mails, pages and the calendar. */
export async function withBookingHosts(db: DbExecutor, details: BookingDetails): Promise<BookingDetails> {
  if (details.hosts) return details;
  const others = await listBookingHostUsers(db, details.booking.id, details.host.id);
  return others.length === 0 ? details : { ...details, hosts: [details.host, ...others] };
}

/**
 * A round-robin booking moved to a time its host is not free at goes to the host assignHosts
 * picks among the free ones; null when the host keeps it (or for other kinds).
 */
export async function reassignedHost(
  db: DbExecutor,
  eventType: BookableEventType,
  free: FreeStart & { hosts?: number[] },
  currentHostId: string,
  now: Date,
): Promise<HostAssignment | null> {
  if (!isTeamType(eventType) || eventType.kind !== 'round_robin' || !eventType.hosts || !free.hosts)
    return null;
  const freeIds = free.hosts.map((index) => eventType.hosts?.[index]?.id);
  if (freeIds.includes(currentHostId)) return null;
  return assignHosts(db, eventType, free, now);
}

/** The cap of a round-robin type of a team (docs/product.md#fair-round-robin); null for others or none. */
export async function roundRobinCapOf(
  db: DbExecutor,
  eventType: BookableEventType,
): Promise<RoundRobinRules['cap']> {
  if (!isTeamType(eventType) || eventType.kind !== 'round_robin') return null;
  return (await loadRoundRobinRules(db, eventType.id)).cap;
}

/** The host reached the type's cap (docs/product.md#fair-round-robin) before this booking committed. */
export class HostCapReached extends Error {
  constructor() {
    super('round-robin host cap reached');
  }
}

/**
 * Inside the booking's transaction: takes the host's lock for the type, then counts its live
 * bookings of the type in the cap period holding `start`; throws HostCapReached when full. Two
 * bookings racing for the last place of a host's cap are serialised by the lock, so the second
 * one counts the first (every API process shares the lock; the caller then tries another host).
 */
export async function holdHostCap(
  tx: DbExecutor,
  eventTypeId: string,
  host: Pick<BookingHost, 'id' | 'timeZone'>,
  cap: RoundRobinRules['cap'],
  start: Date,
  ignoreBookingId?: string,
): Promise<void> {
  if (!cap) return;
  await lockRoundRobinHost(tx, eventTypeId, host.id);
  const [from, to] = capWindow(start.getTime(), start.getTime() + 1, cap.period, host.timeZone);
  const starts = await listCappedStarts(
    tx,
    eventTypeId,
    [host.id],
    new Date(from),
    new Date(to),
    ignoreBookingId,
  );
  if (starts.length >= cap.limit) throw new HostCapReached();
}

/** What the host's details show of a fair choice. */
export function assignmentOf(choice: FairChoice): BookingAssignment {
  return {
    reason: choice.reason,
    weight: choice.candidate.weight,
    priority: choice.candidate.priority,
    recent_bookings: choice.candidate.recentCount,
    candidates: choice.candidates,
  };
}
