import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, type Db, type DbExecutor, databaseOf, inTransaction } from '../../db/database';
import { resolveBookingWriteCalendar } from '../calendar-choices/write-calendar-choices.repository';
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
import {
  findBookingGoogleCalendar,
  findHostGoogleCalendar,
  storeBookingGoogleCalendar,
} from './google-calendar-list.repository';
import { isWritable } from './google-calendar-list.service';

export const CALENDAR_SYNC_JOB = 'google-calendar-sync';

/** upsert: the booking's event should exist as the booking is now; delete: it should not. */
export type CalendarSyncAction = 'upsert' | 'delete';

interface CalendarSyncPayload {
  action: CalendarSyncAction;
  bookingId: string;
  /** delete only: where the event is, captured when the job was queued (the booking may be gone by then). */
  googleAccountId?: string;
  /** Google's id of the calendar the event is in (absent in jobs queued before: 'primary'). */
  googleCalendarId?: string;
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
 * Does nothing when the booking's event goes to no Google calendar (placeOf) and none exists. Resolves true when an upsert will bring a Meet
 * link the booking does not have yet (the confirmation mails then wait for it briefly).
 */
export async function enqueueCalendarSync(
  tx: DbExecutor,
  bookingId: string,
  action: CalendarSyncAction,
  options: { previousHostId?: string } = {},
): Promise<boolean> {
  const target = await findSyncTarget(tx, bookingId);
  if (!target) return false;
  if (action === 'upsert') {
    await leavePreviousHostCalendar(tx, target, options.previousHostId);
    if (target.booking.status !== 'confirmed') return false;
    const wanted = await wantedPlaceOf(tx, target);
    // No Google calendar wanted, but an event exists elsewhere: the job removes it.
    if (!wanted && !(target.booking.googleCalendarEventId && (await recordedPlaceOf(tx, target))))
      return false;
    const payload: CalendarSyncPayload = { action, bookingId };
    await insertJobs(tx, [
      { kind: CALENDAR_SYNC_JOB, payload: { ...payload }, runAt: new Date(), bookingId },
    ]);
    // Run it at once, not at the next poll: the attendee's confirmation waits for its Meet link.
    // (All kinds, like a poll: a runDue() meanwhile shares this run instead of racing it.)
    const db = databaseOf(tx);
    afterCommit(tx, () => nudgeJobRunners(db as DbExecutor));
    return wanted !== null && target.eventType.location === 'google_meet' && !target.booking.googleMeetLink;
  }
  const eventId = target.booking.googleCalendarEventId;
  const place = eventId ? await recordedPlaceOf(tx, target) : null;
  if (!eventId || !place) return false;
  const payload: CalendarSyncPayload = {
    action,
    bookingId,
    googleAccountId: place.accountId,
    googleCalendarId: place.calendarId,
    eventId,
  };
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
  const place = await recordedPlaceOf(tx, previous);
  if (place) {
    const payload: CalendarSyncPayload = {
      action: 'delete',
      bookingId: target.booking.id,
      googleAccountId: place.accountId,
      googleCalendarId: place.calendarId,
      eventId,
      moved: true,
    };
    await insertJobs(tx, [
      { kind: CALENDAR_SYNC_JOB, payload: { ...payload }, runAt: new Date(), bookingId: null },
    ]);
  }
  // The new host's event is a new one (and a new Meet link).
  await storeBookingCalendarEvent(tx, target.booking.id, { eventId: null, meetLink: null });
  await storeBookingGoogleCalendar(tx, target.booking.id, null);
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

/** A Google calendar of one account; `calendarId` is Google's id ('primary' for the primary one). */
interface GooglePlace {
  accountId: string;
  calendarId: string;
}

const samePlace = (a: GooglePlace, b: GooglePlace) =>
  a.accountId === b.accountId && a.calendarId === b.calendarId;

/**
 * The Google calendar a booking's event belongs in (docs/calendars.md#which-calendars-count):
 * - the chosen calendar (the type's choice of the host's own calendar, else the host's default)
 *   when it is a writable Google calendar of the booking's host;
 * - a calendar of another provider chosen: none, except for Google Meet (its link needs a Google
 *   event): the primary calendar of the host's primary account;
 * - nothing chosen: as before the choice existed (the linked account, Google Meet's or a team
 *   host's primary account), in its primary calendar.
 */
async function wantedPlaceOf(db: DbExecutor, target: SyncTarget): Promise<GooglePlace | null> {
  const choice = (await resolveBookingWriteCalendar(db, target.booking.id))?.choice ?? null;
  if (choice?.provider === 'google') {
    const found = await findHostGoogleCalendar(
      db,
      target.booking.hostId,
      choice.connectionId,
      choice.calendarId,
    );
    if (found && isWritable(found.calendar, found.account)) {
      return {
        accountId: found.account.id,
        calendarId: found.calendar.isPrimary ? 'primary' : found.calendar.googleId,
      };
    }
  } else if (choice) {
    if (target.eventType.location !== 'google_meet') return null;
    const primary = await findPrimaryGoogleAccount(db, target.booking.hostId);
    return primary ? { accountId: primary.id, calendarId: 'primary' } : null;
  }
  const accountId = await syncAccountIdOf(db, target);
  return accountId ? { accountId, calendarId: 'primary' } : null;
}

/** Where the booking's existing event is: as recorded, else (written before places were kept) as it was then. */
async function recordedPlaceOf(db: DbExecutor, target: SyncTarget): Promise<GooglePlace | null> {
  const recorded = await findBookingGoogleCalendar(db, target.booking.id);
  if (recorded) return { accountId: recorded.accountId, calendarId: recorded.googleCalendarId };
  const accountId = await syncAccountIdOf(db, target);
  return accountId ? { accountId, calendarId: 'primary' } : null;
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

  async function deleteEvent(accountId: string, eventId: string, calendarId: string): Promise<void> {
    const account = await findGoogleAccountById(db, accountId);
    if (!account) return; // Disconnected: its grant is revoked, nothing can be done.
    await accounts.withAccessToken(account, async (token) => {
      try {
        await api.deleteEvent(token, eventId, calendarId);
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
    const wanted = await wantedPlaceOf(db, target);
    const recorded = booking.googleCalendarEventId ? await recordedPlaceOf(db, target) : null;
    if (booking.googleCalendarEventId && recorded && (!wanted || !samePlace(recorded, wanted))) {
      // The chosen calendar changed: the event leaves the old one (a new one, with a new Meet link, follows).
      const old = booking.googleCalendarEventId;
      await deleteEvent(recorded.accountId, old, recorded.calendarId);
      await inTransaction(db, async (tx) => {
        await clearBookingCalendarEvent(tx, booking.id, old);
        await storeBookingGoogleCalendar(tx, booking.id, null);
      });
      booking.googleCalendarEventId = null;
      booking.googleMeetLink = null;
    }
    const account = wanted ? await findGoogleAccountById(db, wanted.accountId) : null;
    if (!wanted || !account) return;
    const calendarId = wanted.calendarId;
    const coHosts = isTeamTarget(target) ? await listCoHostInvitees(db, booking.id, booking.hostId) : [];
    const event = calendarEventOf(target, deps.publicUrl, coHosts);
    const { id: _id, conferenceData: _conference, ...changes } = event;
    const saved = await accounts.withAccessToken(account, async (token) => {
      if (booking.googleCalendarEventId) {
        try {
          return await api.patchEvent(token, booking.googleCalendarEventId, changes, calendarId);
        } catch (error) {
          if (!isGone(error)) throw error;
        }
      }
      try {
        return await api.insertEvent(token, event, calendarId);
      } catch (error) {
        // 409: an earlier attempt created it but its answer was lost.
        if (error instanceof GoogleApiError && error.status === 409 && event.id) {
          return api.patchEvent(token, event.id, changes, calendarId);
        }
        throw error;
      }
    });
    const meetLink = meetLinkOf(saved);
    // With the booking row locked: the waiting confirmation mails, or an update mail, get the link.
    const status = await inTransaction(db, async (tx) => {
      await lockMeetState(tx, booking.id);
      const stored = await storeBookingCalendarEvent(tx, booking.id, { eventId: saved.id, meetLink });
      if (stored)
        await storeBookingGoogleCalendar(tx, booking.id, {
          accountId: account.id,
          googleCalendarId: calendarId,
        });
      if (stored === 'confirmed' && meetLink) {
        await meetLinkArrived(tx, booking.id);
      }
      return stored;
    });
    if (status !== 'confirmed') {
      // Cancelled (or deleted) while the event was being created: the cancellation saw no event.
      await deleteEvent(account.id, saved.id, calendarId);
      if (status) await storeBookingCalendarEvent(db, booking.id, { eventId: null, meetLink: null });
    }
  }

  return async (job) => {
    const payload = job.payload as unknown as CalendarSyncPayload;
    if (payload.action === 'delete') {
      if (payload.googleAccountId && payload.eventId) {
        await deleteEvent(payload.googleAccountId, payload.eventId, payload.googleCalendarId ?? 'primary');
        // Moved: the booking's event id (the same id) is the new host's event now.
        if (!payload.moved) await clearBookingCalendarEvent(db, payload.bookingId, payload.eventId);
      }
      return;
    }
    await upsert(payload.bookingId);
  };
}
