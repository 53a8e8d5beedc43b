import type { DbExecutor } from '../../db/database';
import type { BookingDetails, BookingHost } from '../../db/schema/bookings.schema';
import type { FreeStart } from '../scheduling/free-times';
import { type BookableEventType, listAssignmentStats } from '../scheduling/scheduling.repository';
import { isTeamType } from '../scheduling/scheduling.service';
import { assignmentOrder } from '../scheduling/team-free-times';
import { listBookingHostUsers } from './booking-hosts.repository';

const DAY = 86_400_000;

/** Who a new booking holds: `host` (bookings.host_id) and, for team types, every host. */
export interface HostAssignment {
  host: BookingHost;
  /** Team types: every host of the booking, `host` first; undefined for personal types. */
  hosts?: BookingHost[];
}

/**
 * docs/product.md#teams: a collective booking holds every host (the first by user id is its
 * host_id); a round-robin booking takes, among the hosts free at the start, the one with the
 * fewest bookings of the type in the trailing 30 days, then the least recently booked, then by
 * user id. When a concurrent booking takes that host first, the caller checks the start again
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
  const stats = await listAssignmentStats(
    db,
    eventType.id,
    freeHosts.map((host) => host.id),
    new Date(now.getTime() - 30 * DAY),
  );
  const [first] = assignmentOrder(stats);
  const host = freeHosts.find((candidate) => candidate.id === first) ?? freeHosts[0];
  return { host, hosts: [host] };
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
): Promise<BookingHost | null> {
  if (!isTeamType(eventType) || eventType.kind !== 'round_robin' || !eventType.hosts || !free.hosts)
    return null;
  const freeIds = free.hosts.map((index) => eventType.hosts?.[index]?.id);
  if (freeIds.includes(currentHostId)) return null;
  return (await assignHosts(db, eventType, free, now)).host;
}
