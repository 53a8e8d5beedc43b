import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, type Db, type DbExecutor, databaseOf, inTransaction } from '../../db/database';
import { type JobHandler, nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { cancelLink, locationLine } from '../notifications/booking-invite.ics';
import { meetLinkArrived } from '../notifications/booking-mail.job';
import { lockMeetState } from '../notifications/booking-mail.repository';
import { inviteMessages } from '../notifications/invite-messages';
import { locationMailMessages } from '../notifications/location-mail-messages';
import { mailLanguage, mailMessages } from '../notifications/mail-messages';
import type { GoogleAccountsService } from './google-accounts.service';
import {
  clearBookingCalendarEvent,
  findGoogleAccountById,
  findPrimaryGoogleAccount,
  findSyncTarget,
  listCoHostInvitees,
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
  /** delete only: the booking moved to another host's calendar; its row now names the new event. */
  moved?: boolean;
}

/**
 * Queues the calendar side of a booking change, inside the transaction that makes it (so the
 * job exists exactly when the change does). Call it after the booking row was written:
 * - 'upsert' after a booking became or stayed confirmed (created confirmed, confirmed by the
 *   host, rescheduled): creates the event, or moves it;
 * - 'delete' after a booking was cancelled or rejected, and BEFORE a booking row is deleted.
 * Does nothing when the event type is not linked to a Google account (a Google Meet type uses
 * the host's primary one) or no event exists. Resolves true when an upsert will bring a Meet
 * link the booking does not have yet (the confirmation mails then wait for it briefly).
 */
export async function enqueueCalendarSync(
  tx: DbExecutor,
  bookingId: string,
  action: CalendarSyncAction,
  options: { previousHostId?: string } = {},
): Promise<boolean> {
  const target = await findSyncTarget(tx, bookingId);
  if (target && action === 'upsert') await leavePreviousHostCalendar(tx, target, options.previousHostId);
  const accountId = target ? await syncAccountIdOf(tx, target) : null;
  if (!target || !accountId) return false;
  if (action === 'upsert') {
    if (target.booking.status !== 'confirmed') return false;
    const payload: CalendarSyncPayload = { action, bookingId };
    await insertJobs(tx, [
      { kind: CALENDAR_SYNC_JOB, payload: { ...payload }, runAt: new Date(), bookingId },
    ]);
    // Run it at once, not at the next poll: the attendee's confirmation waits for its Meet link.
    // (All kinds, like a poll: a runDue() meanwhile shares this run instead of racing it.)
    const db = databaseOf(tx);
    afterCommit(tx, () => nudgeJobRunners(db as DbExecutor));
    return target.eventType.location === 'google_meet' && !target.booking.googleMeetLink;
  }
  const eventId = target.booking.googleCalendarEventId;
  if (!eventId) return false;
  const payload: CalendarSyncPayload = { action, bookingId, googleAccountId: accountId, eventId };
  // Not tied to the booking row: deleting the booking must not delete this job with it.
  await insertJobs(tx, [
    { kind: CALENDAR_SYNC_JOB, payload: { ...payload }, runAt: new Date(), bookingId: null },
  ]);
  return false;
}

/**
 * A round-robin booking reassigned to another host (docs/product.md#team-event-types): its event
 * leaves the previous host's calendar (a delete job) and the upsert creates it in the new host's.
 */
async function leavePreviousHostCalendar(
  tx: DbExecutor,
  target: SyncTarget,
  previousHostId: string | undefined,
): Promise<void> {
  const eventId = target.booking.googleCalendarEventId;
  if (!previousHostId || previousHostId === target.booking.hostId || !eventId) return;
  const previous: SyncTarget = { ...target, booking: { ...target.booking, hostId: previousHostId } };
  const accountId = await syncAccountIdOf(tx, previous);
  if (accountId) {
    const payload: CalendarSyncPayload = {
      action: 'delete',
      bookingId: target.booking.id,
      googleAccountId: accountId,
      eventId,
      moved: true,
    };
    await insertJobs(tx, [
      { kind: CALENDAR_SYNC_JOB, payload: { ...payload }, runAt: new Date(), bookingId: null },
    ]);
  }
  // The new host's event is a new one (and a new Meet link).
  await storeBookingCalendarEvent(tx, target.booking.id, { eventId: null, meetLink: null });
  target.booking.googleCalendarEventId = null;
  target.booking.googleMeetLink = null;
}

const isTeamTarget = (target: SyncTarget) =>
  target.eventType.teamId !== null || ['round_robin', 'collective'].includes(target.eventType.kind);

/**
 * The account of a booking's events: the linked one; for Google Meet without one, the host's
 * primary. Team types link none: the primary account of the booking's host (the assigned host of
 * a round robin, the first host of a collective).
 */
async function syncAccountIdOf(db: DbExecutor, target: SyncTarget): Promise<string | null> {
  if (isTeamTarget(target)) return (await findPrimaryGoogleAccount(db, target.booking.hostId))?.id ?? null;
  if (target.eventType.connectedGoogleAccountId) return target.eventType.connectedGoogleAccountId;
  if (target.eventType.location !== 'google_meet') return null;
  return (await findPrimaryGoogleAccount(db, target.booking.hostId))?.id ?? null;
}

/** Google's id of a booking's event: the booking id in base32hex, so a retried insert cannot duplicate it. */
export function calendarEventIdOf(bookingId: string): string {
  return bookingId.replaceAll('-', '').toLowerCase();
}

/**
 * `coHosts`: a collective booking's other hosts, invited like the attendees. The event is the
 * host's: its words are in the host's language (docs/product.md#language).
 */
export function calendarEventOf(
  target: SyncTarget,
  publicUrl: string,
  coHosts: { email: string; displayName: string }[] = [],
): CalendarEventInput {
  const { booking, eventType, host } = target;
  const location = eventType.location as EventLocation;
  const language = mailLanguage(host.language);
  const m = mailMessages[language];
  const t = inviteMessages[language];
  const attendees = [
    { email: booking.attendeeEmail, displayName: booking.attendeeName },
    ...booking.additionalAttendees.map((attendee) => ({ email: attendee.email, displayName: attendee.name })),
    // Guests are attendees of the event too (docs/product.md#questions-and-guests).
    ...(booking.guests ?? []).map((email) => ({ email, displayName: email })),
    ...coHosts,
  ];
  const answers = booking.answers.map((answer) => `${answer.question_text}\n${answer.answer}`);
  // As the .ics LOCATION says it: the location's name, then the address, number or URL.
  const where = locationLine({ booking, eventType }, m.locations[location], m.labelSeparator);
  const description = [
    t.bookedBy(eventType.title, booking.attendeeName, booking.attendeeEmail),
    ...(location === 'google_meet' ? [] : [where]),
    ...(booking.attendeePhone
      ? [`${locationMailMessages[language].phone}${m.labelSeparator}${booking.attendeePhone}`]
      : []),
    ...answers,
    `${m.links.needToCancel} ${cancelLink(publicUrl, booking.linkSecret)}`,
  ].join('\n\n');
  return {
    id: calendarEventIdOf(booking.id),
    summary: t.summary(eventType.title, booking.attendeeName),
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
      : { location: where }),
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
    if (booking.status !== 'confirmed') {
      // Cancelled before this job ran: a delete was queued if the event existed.
      return;
    }
    const accountId = await syncAccountIdOf(db, target);
    const account = accountId ? await findGoogleAccountById(db, accountId) : null;
    if (!account) return;
    const coHosts = isTeamTarget(target) ? await listCoHostInvitees(db, booking.id, booking.hostId) : [];
    const event = calendarEventOf(target, deps.publicUrl, coHosts);
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
    const meetLink = meetLinkOf(saved);
    // With the booking row locked: the waiting confirmation mails, or an update mail, get the link.
    const status = await inTransaction(db, async (tx) => {
      await lockMeetState(tx, booking.id);
      const stored = await storeBookingCalendarEvent(tx, booking.id, { eventId: saved.id, meetLink });
      if (stored === 'confirmed' && meetLink) {
        await meetLinkArrived(tx, booking.id);
      }
      return stored;
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
        // Moved: the booking's event id (the same id) is the new host's event now.
        if (!payload.moved) await clearBookingCalendarEvent(db, payload.bookingId, payload.eventId);
      }
      return;
    }
    await upsert(payload.bookingId);
  };
}
