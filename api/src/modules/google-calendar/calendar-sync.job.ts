import { type EventLocation, locationLabels } from '@slotwise/shared/contract/locations.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbExecutor } from '../../db/database';
import type { JobHandler } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { cancelLink } from '../notifications/booking-invite.ics';
import type { GoogleAccountsService } from './google-accounts.service';
import {
  clearBookingCalendarEvent,
  findGoogleAccountById,
  findSyncTarget,
  type SyncTarget,
  storeBookingCalendarEvent,
} from './google-calendar.repository';
import {
  type CalendarEventInput,
  GoogleApiError,
  type GoogleCalendarApi,
  meetLinkOf,
} from './google-calendar-api.client';

export const CALENDAR_SYNC_JOB = 'google-calendar-sync';

/** upsert: the booking's event should exist as the booking is now; delete: it should not. */
export type CalendarSyncAction = 'upsert' | 'delete';

interface CalendarSyncPayload {
  action: CalendarSyncAction;
  bookingId: string;
  /** delete only: where the event is, captured when the job was queued (the booking may be gone by then). */
  googleAccountId?: string;
  eventId?: string;
}

/**
 * Queues the calendar side of a booking change, inside the transaction that makes it (so the
 * job exists exactly when the change does). Call it after the booking row was written:
 * - 'upsert' after a booking became or stayed confirmed (created confirmed, confirmed by the
 *   host, rescheduled): creates the event, or moves it;
 * - 'delete' after a booking was cancelled or rejected, and BEFORE a booking row is deleted.
 * Does nothing when the event type is not linked to a Google account or no event exists.
 */
export async function enqueueCalendarSync(
  tx: DbExecutor,
  bookingId: string,
  action: CalendarSyncAction,
): Promise<void> {
  const target = await findSyncTarget(tx, bookingId);
  const accountId = target?.eventType.connectedGoogleAccountId;
  if (!target || !accountId) return;
  if (action === 'upsert') {
    if (target.booking.status !== 'confirmed') return;
    const payload: CalendarSyncPayload = { action, bookingId };
    await insertJobs(tx, [
      { kind: CALENDAR_SYNC_JOB, payload: { ...payload }, runAt: new Date(), bookingId },
    ]);
    return;
  }
  const eventId = target.booking.googleCalendarEventId;
  if (!eventId) return;
  const payload: CalendarSyncPayload = { action, bookingId, googleAccountId: accountId, eventId };
  // Not tied to the booking row: deleting the booking must not delete this job with it.
  await insertJobs(tx, [
    { kind: CALENDAR_SYNC_JOB, payload: { ...payload }, runAt: new Date(), bookingId: null },
  ]);
}

/** Google's id of a booking's event: the booking id in base32hex, so a retried insert cannot duplicate it. */
export function calendarEventIdOf(bookingId: string): string {
  return bookingId.replaceAll('-', '').toLowerCase();
}

export function calendarEventOf(target: SyncTarget, publicUrl: string): CalendarEventInput {
  const { booking, eventType, host } = target;
  const location = eventType.location as EventLocation;
  const attendees = [
    { email: booking.attendeeEmail, displayName: booking.attendeeName },
    ...booking.additionalAttendees.map((attendee) => ({ email: attendee.email, displayName: attendee.name })),
  ];
  const answers = booking.answers.map((answer) => `${answer.question_text}\n${answer.answer}`);
  const description = [
    `${eventType.title}, booked by ${booking.attendeeName} (${booking.attendeeEmail}) with Slotwise.`,
    ...answers,
    `Need to cancel? ${cancelLink(publicUrl, booking.id)}`,
  ].join('\n\n');
  return {
    id: calendarEventIdOf(booking.id),
    summary: `${eventType.title} with ${booking.attendeeName}`,
    description,
    start: { dateTime: booking.startTime.toISOString(), timeZone: host.timeZone },
    end: { dateTime: booking.endTime.toISOString(), timeZone: host.timeZone },
    attendees,
    ...(location === 'google_meet'
      ? {
          conferenceData: {
            createRequest: { requestId: booking.id, conferenceSolutionKey: { type: 'hangoutsMeet' } },
          },
        }
      : { location: locationLabels[location] ?? eventType.location }),
  };
}

const isGone = (error: unknown) =>
  error instanceof GoogleApiError && (error.status === 404 || error.status === 410);

export interface CalendarSyncDeps {
  db: Db;
  accounts: GoogleAccountsService;
  api: GoogleCalendarApi;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Runs a sync job. Any Google failure throws, so the job runner retries it with a backoff (and
 * logs it); the booking itself never depends on Google.
 */
export function calendarSyncHandler(deps: CalendarSyncDeps): JobHandler {
  const { db, accounts, api } = deps;

  async function deleteEvent(accountId: string, eventId: string): Promise<void> {
    const account = await findGoogleAccountById(db, accountId);
    if (!account) return; // Disconnected: its grant is revoked, nothing can be done.
    await accounts.withAccessToken(account, async (token) => {
      try {
        await api.deleteEvent(token, eventId);
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    });
  }

  async function upsert(bookingId: string): Promise<void> {
    const target = await findSyncTarget(db, bookingId);
    if (!target) return;
    const { booking } = target;
    const accountId = target.eventType.connectedGoogleAccountId;
    if (booking.status !== 'confirmed') {
      // Cancelled before this job ran: a delete was queued if the event existed.
      return;
    }
    const account = accountId ? await findGoogleAccountById(db, accountId) : null;
    if (!account) return;
    const event = calendarEventOf(target, deps.publicUrl);
    const { id: _id, conferenceData: _conference, ...changes } = event;
    const saved = await accounts.withAccessToken(account, async (token) => {
      if (booking.googleCalendarEventId) {
        try {
          return await api.patchEvent(token, booking.googleCalendarEventId, changes);
        } catch (error) {
          if (!isGone(error)) throw error;
        }
      }
      try {
        return await api.insertEvent(token, event);
      } catch (error) {
        // 409: an earlier attempt created it but its answer was lost.
        if (error instanceof GoogleApiError && error.status === 409 && event.id) {
          return api.patchEvent(token, event.id, changes);
        }
        throw error;
      }
    });
    const status = await storeBookingCalendarEvent(db, booking.id, {
      eventId: saved.id,
      meetLink: meetLinkOf(saved),
    });
    if (status !== 'confirmed') {
      // Cancelled (or deleted) while the event was being created: the cancellation saw no event.
      await deleteEvent(account.id, saved.id);
      if (status) await storeBookingCalendarEvent(db, booking.id, { eventId: null, meetLink: null });
    }
  }

  return async (job) => {
    const payload = job.payload as unknown as CalendarSyncPayload;
    if (payload.action === 'delete') {
      if (payload.googleAccountId && payload.eventId) {
        await deleteEvent(payload.googleAccountId, payload.eventId);
        await clearBookingCalendarEvent(db, payload.bookingId, payload.eventId);
      }
      return;
    }
    await upsert(payload.bookingId);
  };
}
