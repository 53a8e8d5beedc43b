import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import { afterCommit, type Db, type DbExecutor, databaseOf, inTransaction } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { type JobHandler, nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { cancelLink, locationLine } from '../notifications/booking-invite.ics';
import { meetLinkArrived } from '../notifications/booking-mail.job';
import { lockMeetState } from '../notifications/booking-mail.repository';
import { inviteMessages } from '../notifications/invite-messages';
import { mailLanguage, mailMessages } from '../notifications/mail-messages';
import {
  deleteBookingEvent,
  findBookingMeetingLink,
  findBookingWriteTarget,
  findConnectionById,
  listBookingEvents,
  storeBookingEvent,
  storeMeetingLink,
} from './microsoft.repository';
import type { MicrosoftConnections } from './microsoft-connections.service';
import { GraphApiError, type GraphEventInput, type MicrosoftGraphClient } from './microsoft-graph.client';

export const MICROSOFT_SYNC_JOB = 'microsoft-calendar-sync';

type MicrosoftSyncPayload =
  | { action: 'upsert'; bookingId: string }
  /** Where the event is, captured when queued: the booking row may be gone when it runs. */
  | { action: 'delete'; bookingId: string; connectionId: string; calendarId: string; graphEventId: string };

/**
 * Queues the Microsoft side of a booking change in the transaction that makes it: 'upsert'
 * writes or moves the event in the type's chosen Microsoft calendar (and removes it from a
 * calendar it should no longer be in); 'delete' removes it. Resolves true when an upsert will
 * bring a Teams link the booking does not have yet (the confirmation mails wait for it briefly,
 * as for a Meet link).
 */
export async function enqueueMicrosoftSync(
  tx: DbExecutor,
  bookingId: string,
  action: 'upsert' | 'delete',
): Promise<boolean> {
  const written = await listBookingEvents(tx, bookingId);
  if (action === 'delete') {
    await insertJobs(
      tx,
      written.map((event) => ({
        kind: MICROSOFT_SYNC_JOB,
        payload: { action, bookingId, ...event } as Record<string, unknown>,
        runAt: new Date(),
        bookingId: null,
      })),
    );
    return false;
  }
  const target = await findBookingWriteTarget(tx, bookingId);
  if (written.length === 0 && !target) return false;
  await insertJobs(tx, [
    {
      kind: MICROSOFT_SYNC_JOB,
      payload: { action, bookingId } as Record<string, unknown>,
      runAt: new Date(),
      bookingId,
    },
  ]);
  const db = databaseOf(tx);
  afterCommit(tx, () => nudgeJobRunners(db as DbExecutor));
  return (
    target?.status === 'confirmed' &&
    target.location === 'teams' &&
    (await findBookingMeetingLink(tx, bookingId)) === null
  );
}

/**
 * The booking's event as Graph takes it, in the host's language: the attendees (and guests) as
 * attendees, UTC times, a Teams meeting when the type's location is Microsoft Teams, and
 * `transactionId` (the booking id) so a create retried after a lost answer makes no duplicate.
 */
export function graphEventOf(details: BookingDetails, publicUrl: string): GraphEventInput {
  const { booking, eventType, host } = details;
  const location = eventType.location as EventLocation;
  const language = mailLanguage(host.language);
  const m = mailMessages[language];
  const t = inviteMessages[language];
  const teams = location === 'teams';
  const attendees = [
    { address: booking.attendeeEmail, name: booking.attendeeName },
    ...booking.additionalAttendees.map((attendee) => ({ address: attendee.email, name: attendee.name })),
    ...(booking.guests ?? []).map((email) => ({ address: email })),
  ];
  const where = locationLine(
    { booking: { ...booking, googleMeetLink: null }, eventType },
    m.locations[location],
    m.labelSeparator,
  );
  const content = [
    t.bookedBy(eventType.title, booking.attendeeName, booking.attendeeEmail),
    ...(teams ? [] : [where]),
    ...booking.answers.map((answer) => `${answer.question_text}\n${answer.answer}`),
    `${m.links.needToCancel} ${cancelLink(publicUrl, booking.linkSecret)}`,
  ].join('\n\n');
  return {
    subject: t.summary(eventType.title, booking.attendeeName),
    body: { contentType: 'text', content },
    start: { dateTime: booking.startTime.toISOString(), timeZone: 'UTC' },
    end: { dateTime: booking.endTime.toISOString(), timeZone: 'UTC' },
    attendees: attendees.map((emailAddress) => ({ emailAddress, type: 'required' as const })),
    ...(teams
      ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' as const }
      : { location: { displayName: where } }),
  };
}

export interface MicrosoftSyncDeps {
  db: Db;
  connections: MicrosoftConnections;
  graph: MicrosoftGraphClient;
  publicUrl: string;
  loadBookingDetails: (db: DbExecutor, bookingId: string) => Promise<BookingDetails | null>;
}

const isGone = (error: unknown) =>
  error instanceof GraphApiError && (error.status === 404 || error.status === 410);

/** Runs a Microsoft sync job; a Graph failure throws, so the runner retries it with a backoff. */
export function microsoftSyncHandler(deps: MicrosoftSyncDeps): JobHandler {
  const { db, connections, graph } = deps;

  async function remove(connectionId: string, calendarId: string, bookingId: string, graphEventId: string) {
    const connection = await findConnectionById(db, connectionId);
    // Disconnected: its rows are gone, and Slotwise no longer holds its tokens.
    if (connection) {
      await connections.withAccessToken(connection, async (token) => {
        try {
          await graph.deleteEvent(token, graphEventId);
        } catch (error) {
          if (!isGone(error)) throw error;
        }
      });
    }
    await deleteBookingEvent(db, bookingId, calendarId);
  }

  return async (job) => {
    const payload = job.payload as unknown as MicrosoftSyncPayload;
    if (payload.action === 'delete') {
      await remove(payload.connectionId, payload.calendarId, payload.bookingId, payload.graphEventId);
      return;
    }
    const { bookingId } = payload;
    const target = await findBookingWriteTarget(db, bookingId);
    const written = await listBookingEvents(db, bookingId);
    const wanted = target && target.status === 'confirmed' ? target.calendar.id : null;
    // The type's calendar changed, or the booking moved to another host: leave the old one.
    for (const event of written.filter((event) => event.calendarId !== wanted)) {
      await remove(event.connectionId, event.calendarId, bookingId, event.graphEventId);
    }
    if (!target || !wanted) return;
    const details = await deps.loadBookingDetails(db, bookingId);
    if (details?.booking.status !== 'confirmed') return;
    const existing = written.find((event) => event.calendarId === wanted);
    const event = graphEventOf(details, deps.publicUrl);
    const saved = await connections.withAccessToken(target.connection, async (token) => {
      if (existing) {
        try {
          return await graph.updateEvent(token, existing.graphEventId, event);
        } catch (error) {
          // Deleted by the host in Outlook: write it again.
          if (!isGone(error)) throw error;
        }
      }
      return graph.createEvent(token, target.calendar.graphId, { ...event, transactionId: bookingId });
    });
    await storeBookingEvent(db, { bookingId, calendarId: wanted, graphEventId: saved.id });
    const joinUrl = target.location === 'teams' ? (saved.onlineMeeting?.joinUrl ?? null) : null;
    // With the booking row locked: the waiting confirmation mails, or an update mail, get the link.
    const status = await inTransaction(db, async (tx) => {
      const state = await lockMeetState(tx, bookingId);
      if (!joinUrl || !state) return state?.status ?? null;
      if (state.googleMeetLink === joinUrl) return state.status;
      const stored = await storeMeetingLink(tx, bookingId, joinUrl);
      if (stored === 'confirmed') await meetLinkArrived(tx, bookingId);
      return stored;
    });
    // Cancelled while the event was written: the cancellation saw no event to delete, so this run does.
    if (status !== 'confirmed') await remove(target.connection.id, wanted, bookingId, saved.id);
  };
}
