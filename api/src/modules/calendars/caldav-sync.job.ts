import ICAL from 'ical.js';
import { afterCommit, type Db, type DbExecutor, databaseOf } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { type JobHandler, nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { buildBookingInvite } from '../notifications/booking-invite.ics';
import {
  deleteBookingEvent,
  findBookingWriteTarget,
  findConnectionById,
  listBookingEvents,
  storeBookingEvent,
} from './caldav.repository';
import type { CaldavConnections } from './caldav-connections.service';

export const CALDAV_SYNC_JOB = 'caldav-sync';

type CaldavSyncPayload =
  | { action: 'upsert'; bookingId: string }
  /** Where the event is, captured when queued: the booking row may be gone when it runs. */
  | { action: 'delete'; bookingId: string; connectionId: string; calendarId: string; href: string };

/**
 * Queues the CalDAV side of a booking change in the transaction that makes it (called by the
 * calendar sync beside Google's): 'upsert' writes or moves the VEVENT in the type's chosen
 * calendar (and removes it from a calendar it should no longer be in); 'delete' removes it.
 */
export async function enqueueCaldavSync(
  tx: DbExecutor,
  bookingId: string,
  action: 'upsert' | 'delete',
): Promise<void> {
  const written = await listBookingEvents(tx, bookingId);
  if (action === 'delete') {
    const rows = written.map((event) => ({
      kind: CALDAV_SYNC_JOB,
      payload: { action, bookingId, ...event } as Record<string, unknown>,
      runAt: new Date(),
      bookingId: null,
    }));
    await insertJobs(tx, rows);
    return;
  }
  if (written.length === 0 && !(await findBookingWriteTarget(tx, bookingId))) return;
  await insertJobs(tx, [
    {
      kind: CALDAV_SYNC_JOB,
      payload: { action, bookingId } as Record<string, unknown>,
      runAt: new Date(),
      bookingId,
    },
  ]);
  const db = databaseOf(tx);
  afterCommit(tx, () => nudgeJobRunners(db as DbExecutor));
}

/**
 * The booking's VEVENT as the host's .ics invite has it (same UID `<booking id>@slotwise`,
 * SEQUENCE, attendees), without METHOD: a stored CalDAV object must not carry one (RFC 4791 4.1).
 */
export function caldavEventOf(details: BookingDetails, publicUrl: string): string {
  const invite = buildBookingInvite(details, publicUrl, 'confirmed', 'host', details.host.language ?? 'en');
  const calendar = new ICAL.Component(ICAL.parse(invite));
  calendar.removeAllProperties('method');
  return calendar.toString();
}

/** The object's address in a calendar collection: the booking id, stable across moves. */
export function eventHrefOf(calendarUrl: string, bookingId: string): string {
  return new URL(`${bookingId}.ics`, calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`).href;
}

export interface CaldavSyncDeps {
  db: Db;
  connections: CaldavConnections;
  publicUrl: string;
  loadBookingDetails: (db: DbExecutor, bookingId: string) => Promise<BookingDetails | null>;
}

/** Runs a CalDAV sync job; a server failure throws, so the runner retries it with a backoff. */
export function caldavSyncHandler(deps: CaldavSyncDeps): JobHandler {
  const { db, connections } = deps;

  async function remove(connectionId: string, calendarId: string, bookingId: string, href: string) {
    const connection = await findConnectionById(db, connectionId);
    // Disconnected: its rows are gone, and Slotwise no longer holds its password.
    if (connection)
      await connections.withClient(connection, (client, credentials) =>
        client.deleteObject(credentials, href),
      );
    await deleteBookingEvent(db, bookingId, calendarId);
  }

  return async (job) => {
    const payload = job.payload as unknown as CaldavSyncPayload;
    if (payload.action === 'delete') {
      await remove(payload.connectionId, payload.calendarId, payload.bookingId, payload.href);
      return;
    }
    const target = await findBookingWriteTarget(db, payload.bookingId);
    const written = await listBookingEvents(db, payload.bookingId);
    const wanted = target && target.status === 'confirmed' ? target.calendar.id : null;
    // The type's calendar changed, or the booking moved to another host: leave the old one.
    for (const event of written.filter((event) => event.calendarId !== wanted)) {
      await remove(event.connectionId, event.calendarId, payload.bookingId, event.href);
    }
    if (!target || !wanted) return;
    const details = await deps.loadBookingDetails(db, payload.bookingId);
    if (details?.booking.status !== 'confirmed') return;
    const existing = written.find((event) => event.calendarId === wanted);
    const href = existing?.href ?? eventHrefOf(target.calendar.url, payload.bookingId);
    const ics = caldavEventOf(details, deps.publicUrl);
    await connections.withClient(target.connection, (client, credentials) =>
      client.putObject(credentials, href, ics, !existing),
    );
    await storeBookingEvent(db, { bookingId: payload.bookingId, calendarId: wanted, href });
    // Cancelled while the PUT ran: the cancellation saw no event to delete, so this run does.
    const now = await findBookingWriteTarget(db, payload.bookingId);
    if (now?.status !== 'confirmed') await remove(target.connection.id, wanted, payload.bookingId, href);
  };
}
