import { limitReachedMessage } from '@slotwise/shared/contract/booking-limits.contract';
import type { DbExecutor } from '../../db/database';
import type { BookingHost } from '../../db/schema/bookings.schema';
import { HttpError } from '../../lib/http-errors.util';
import { loadLimitChecks, typeLimitsOf } from '../scheduling/booking-limit-checks';
import { hasLimits, type LimitReason } from '../scheduling/booking-limits';
import { listLimitedHosts, lockLimitKeys } from '../scheduling/booking-limits.repository';
import type { BookableEventType } from '../scheduling/scheduling.repository';

export function limitReached(reason: LimitReason): HttpError {
  return new HttpError(409, { message: limitReachedMessage(reason.scope, reason.period) });
}

export interface LimitGuardOptions {
  /** The booking being moved: it does not count. */
  ignoreBookingId?: string;
  /** A seat in a group time already held adds no meeting. */
  joinsExisting: boolean;
  /** Team types: the hosts' own limits are read here (a personal type carries its owner's). */
  team: boolean;
}

/**
 * Inside the booking's transaction, before its row is written: the last word on the limits of
 * docs/product.md#booking-limits-and-start-times. Every booking that counts against one limit
 * takes the same transaction-level advisory lock first (the type's, then each limited host's in
 * one order), so counts are read after any earlier booking of it committed: with several API
 * processes on one PostgreSQL, of two last places booked at once exactly one is granted.
 */
export async function holdBookingLimits(
  tx: DbExecutor,
  eventType: BookableEventType,
  start: Date,
  hosts: BookingHost[],
  options: LimitGuardOptions,
): Promise<void> {
  if (options.joinsExisting) return;
  if (!(await lockBookingLimits(tx, eventType, hosts, options))) return;
  const at = start.getTime();
  const checks = await loadLimitChecks(tx, eventType, hosts, at, at + 1, {
    team: options.team,
    ignoreBookingId: options.ignoreBookingId,
  });
  for (const host of hosts) {
    const reason = checks?.get(host.id)?.reasonAt(at) ?? null;
    if (reason) throw limitReached(reason);
  }
}

/**
 * The advisory locks of holdBookingLimits alone (false: no limit applies). A series takes them
 * before its host-day locks (docs/database.md#the-booking-race) and checks its meetings once
 * they are inserted: a new booking takes the limit locks first too, so neither waits on the
 * other in a cycle. Taking them again in the same transaction (holdBookingLimits) is free.
 */
export async function lockBookingLimits(
  tx: DbExecutor,
  eventType: BookableEventType,
  hosts: BookingHost[],
  options: Pick<LimitGuardOptions, 'team'>,
): Promise<boolean> {
  const typeLimited = hasLimits(typeLimitsOf(eventType));
  const limitedHosts = options.team
    ? await listLimitedHosts(
        tx,
        hosts.map((host) => host.id),
      )
    : eventType.hostMaxPerDay != null || eventType.hostMaxPerWeek != null
      ? [eventType.host.id]
      : [];
  if (!typeLimited && limitedHosts.length === 0) return false;
  const keys = [
    ...(typeLimited ? [`type:${eventType.id}`] : []),
    ...limitedHosts.sort().map((id) => `host:${id}`),
  ];
  await lockLimitKeys(tx, keys);
  return true;
}
