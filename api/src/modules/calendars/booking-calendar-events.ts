import { afterCommit, type Db, type DbExecutor, inTransaction } from '../../db/database';
import { type CalendarSyncAction, enqueueCalendarSync } from '../google-calendar/calendar-sync.job';
import { type JobHandler, nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { enqueueCaldavSync } from './caldav-sync.job';
import { mayGetCalendarLink } from './link-accounts.repository';
import { enqueueMicrosoftSync } from './microsoft-sync.job';

/**
 * The booking flow's one call for calendars (docs/calendars.md#what-is-written): queues, in the
 * booking's transaction, each provider's durable job that creates, moves or deletes the
 * booking's event. Google's answer (whether a Meet link is coming) is returned as before.
 * Call it where Google's enqueueCalendarSync was called (after the booking row was written;
 * 'delete' BEFORE a booking row is deleted).
 */
export async function enqueueBookingCalendarEvents(
  tx: DbExecutor,
  bookingId: string,
  action: CalendarSyncAction,
  options: { previousHostId?: string } = {},
): Promise<boolean> {
  // CalDAV first: a 'delete' must capture where the event is before anything changes.
  await enqueueCaldavSync(tx, bookingId, action);
  // Microsoft's answer (a Teams link is coming) makes the confirmation mails wait like Meet's.
  const teamsLink = await enqueueMicrosoftSync(tx, bookingId, action);
  return (await enqueueCalendarSync(tx, bookingId, action, options)) || teamsLink;
}

export const BOOKING_CALENDAR_EVENTS_JOB = 'booking-calendar-events';

/** Locations whose link a calendar creates (Meet, Teams): the mails wait for it, so it is asked now. */
const LINK_FROM_CALENDAR = new Set(['google_meet', 'teams']);

/**
 * A new booking's calendar events (docs/database.md#the-booking-race). When no calendar can give
 * it a link, nobody waits for the answer: the booking's transaction writes one
 * `booking-calendar-events` job row (it commits with the booking, so a crash after the commit
 * still writes the events) and the job does the providers' lookups and queues their jobs. A Meet
 * or Teams location with an account that may create the link is asked now, as before: its
 * mails wait for the link.
 */
export async function enqueueNewBookingCalendarEvents(
  tx: DbExecutor,
  booking: { id: string; eventTypeId: string },
  hostIds: string[],
  location: string,
): Promise<boolean> {
  const bookingId = booking.id;
  if (LINK_FROM_CALENDAR.has(location) && (await mayGetCalendarLink(tx, hostIds, booking.eventTypeId)))
    return enqueueBookingCalendarEvents(tx, bookingId, 'upsert');
  // Not tied to the booking row (its jobs are its reminders): the providers' jobs it queues
  // check the booking's status when they run, so a booking cancelled meanwhile gets no event.
  await insertJobs(tx, [{ kind: BOOKING_CALENDAR_EVENTS_JOB, payload: { bookingId }, runAt: new Date() }]);
  afterCommit(tx, () => nudgeJobRunners(tx, [BOOKING_CALENDAR_EVENTS_JOB]));
  return false;
}

/** Runs a deferred upsert: the providers' jobs for the booking as it is now. */
export function bookingCalendarEventsHandler(db: Db): JobHandler {
  return async (job) => {
    const { bookingId } = job.payload as { bookingId: string };
    await inTransaction(db, (tx) => enqueueBookingCalendarEvents(tx, bookingId, 'upsert'));
  };
}
