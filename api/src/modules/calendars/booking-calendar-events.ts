import type { DbExecutor } from '../../db/database';
import { type CalendarSyncAction, enqueueCalendarSync } from '../google-calendar/calendar-sync.job';
import { enqueueCaldavSync } from './caldav-sync.job';
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
