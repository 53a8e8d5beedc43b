import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_TEST_EVENT,
  type WebhookEvent,
} from '@slotwise/shared/contract/developers.contract';
import { type EventLocation, takesMeetingUrl } from '@slotwise/shared/contract/locations.contract';
import { afterCommit, type Db, type DbExecutor, inTransaction } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { shownJitsiLink } from '../../lib/jitsi-room.util';
import { fromJobSnapshot, type JobSnapshot, toJobSnapshot } from '../../lib/job-snapshot.util';
import { type JobHandler, nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import {
  bookingTeamAndHosts,
  endpointsFor,
  endpointsWithEvent,
  insertDelivery,
  type WebhookEndpointRow,
  type WebhookHostRow,
} from './webhooks.repository';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

/** The versioned body every delivery sends (docs/webhooks.md#payload). */
export interface WebhookBody {
  id: string;
  type: string;
  version: number;
  created_at: string;
  data: Record<string, unknown>;
}

/** The team and every host of a booking, as a payload names them (docs/webhooks.md#payload). */
export interface BookingTeamAndHosts {
  team: { id: string; name: string; slug: string } | null;
  hosts: WebhookHostRow[];
}

function webhookHost(host: WebhookHostRow) {
  return { id: host.id, name: [host.name, host.surname].filter(Boolean).join(' '), username: host.username };
}

/** A booking as webhooks describe it: a stable, documented shape (docs/webhooks.md#payload). */
export function bookingData(
  details: BookingDetails,
  previous?: { startTime: Date; endTime: Date },
  context?: BookingTeamAndHosts,
) {
  const { booking, eventType, host } = details;
  return {
    booking: {
      id: booking.id,
      status: booking.status,
      start_time: booking.startTime.toISOString(),
      end_time: booking.endTime.toISOString(),
      timezone: booking.timezone,
      attendee: { name: booking.attendeeName, email: booking.attendeeEmail },
      additional_attendees: booking.additionalAttendees,
      // docs/product.md#questions-and-guests (added within version 1: additive).
      guests: booking.guests ?? [],
      answers: booking.answers,
      cancellation_reason: booking.cancellationReason,
      created_at: booking.createdAt.toISOString(),
      // The booking's own length in minutes (docs/product.md#several-durations); added within version 1.
      duration: eventType.duration,
      event_type: {
        id: eventType.id,
        title: eventType.title,
        slug: eventType.slug,
        duration: eventType.duration,
      },
      // The booking's own host (round robin: the assigned one); `hosts` and `team` were added
      // within version 1 (additive).
      host: webhookHost(host),
      hosts: (context?.hosts.length ? context.hosts : [host]).map(webhookHost),
      team: context?.team ?? null,
      // Where to meet and how to join (added within version 1): the Meet link once known, the
      // booking's Jitsi room while live, the type's Zoom or Teams link (docs/webhooks.md#payload).
      location: eventType.location,
      join_url: joinUrlOf(details),
    },
    ...(previous
      ? {
          previous_start_time: previous.startTime.toISOString(),
          previous_end_time: previous.endTime.toISOString(),
        }
      : {}),
  };
}

function joinUrlOf({ booking, eventType }: BookingDetails): string | null {
  if (booking.status === 'cancelled') return null;
  if (eventType.location === 'google_meet') return booking.googleMeetLink ?? null;
  if (eventType.location === 'jitsi') return shownJitsiLink(booking, eventType.location);
  return takesMeetingUrl(eventType.location as EventLocation) ? (eventType.locationUrl ?? null) : null;
}

function uniqueHosts(hosts: WebhookHostRow[]): WebhookHostRow[] {
  return hosts.filter((host, index) => hosts.findIndex((one) => one.id === host.id) === index);
}

export function webhookBody(type: string, data: Record<string, unknown>, now = new Date()): WebhookBody {
  return { id: randomUUID(), type, version: WEBHOOK_PAYLOAD_VERSION, created_at: now.toISOString(), data };
}

/** Queues one delivery (row + job) of a body to an endpoint; the runner is woken after the commit. */
export async function enqueueDelivery(
  tx: DbExecutor,
  endpoint: Pick<WebhookEndpointRow, 'id'>,
  body: WebhookBody,
) {
  const delivery = await insertDelivery(tx, {
    endpointId: endpoint.id,
    eventId: body.id,
    eventType: body.type,
    body: JSON.stringify(body),
  });
  await insertJobs(tx, [
    { kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: delivery.id }, runAt: new Date() },
  ]);
  afterCommit(tx, () => nudgeJobRunners(tx, [WEBHOOK_DELIVERY_JOB]));
  return delivery;
}

export const WEBHOOK_EVENT_JOB = 'webhook-event';

/** A booking event waiting to be fanned out to its endpoints (webhookEventHandler). */
interface WebhookEventPayload {
  event: WebhookEvent;
  /** The event's id, chosen at the commit: a rerun of the job recognises what it queued. */
  eventId: string;
  /** The event's time: the commit's, not the job's. */
  at: string;
  /** For operators, tests and the account purge (hasOutstandingWork). */
  bookingId: string;
  details: JobSnapshot;
  previous?: JobSnapshot;
}

/**
 * Queues a booking event to every endpoint subscribed to it. Call it inside the transaction of
 * the booking change (like enqueueMail): one `webhook-event` job row, holding the booking as
 * committed, commits with the change, so a crash right after the commit still delivers it. The
 * job looks up the endpoints and writes their deliveries (docs/database.md#the-booking-race):
 * the booking's transaction no longer reads endpoints, teams and hosts, nor builds bodies.
 */
export async function enqueueWebhookEvent(
  tx: DbExecutor,
  event: WebhookEvent,
  details: BookingDetails,
  previous?: { startTime: Date; endTime: Date },
): Promise<void> {
  await insertJobs(tx, [webhookEventJob(event, details, previous)]);
  afterCommit(tx, () => nudgeJobRunners(tx, [WEBHOOK_EVENT_JOB]));
}

function webhookEventJob(
  event: WebhookEvent,
  details: BookingDetails,
  previous?: { startTime: Date; endTime: Date },
) {
  const payload: WebhookEventPayload = {
    event,
    eventId: randomUUID(),
    at: new Date().toISOString(),
    bookingId: details.booking.id,
    details: toJobSnapshot(details),
    ...(previous ? { previous: toJobSnapshot(previous) } : {}),
  };
  return { kind: WEBHOOK_EVENT_JOB, payload: { ...payload }, runAt: new Date() };
}

/**
 * enqueueWebhookEvent for several bookings (the meetings of a recurring series): their job rows
 * in one statement.
 */
export async function enqueueWebhookEvents(
  tx: DbExecutor,
  event: WebhookEvent,
  all: BookingDetails[],
): Promise<void> {
  if (all.length === 0) return;
  await insertJobs(
    tx,
    all.map((details) => webhookEventJob(event, details)),
  );
  afterCommit(tx, () => nudgeJobRunners(tx, [WEBHOOK_EVENT_JOB]));
}

/**
 * Fans a committed booking event out: the endpoints subscribed to it now, one delivery each with
 * the body of the booking as committed. In one transaction; a rerun (a crash before the job was
 * marked done) skips the endpoints that already have the event's delivery.
 */
export function webhookEventHandler(db: Db): JobHandler {
  return async (job) => {
    const payload = job.payload as unknown as WebhookEventPayload;
    const details = fromJobSnapshot<BookingDetails>(payload.details);
    const previous = payload.previous
      ? fromJobSnapshot<{ startTime: Date; endTime: Date }>(payload.previous)
      : undefined;
    await inTransaction(db, async (tx) => {
      // The hosts the booking holds: given for new and reassigned bookings, else read from the booking.
      const hostIds = details.hosts ? [details.host.id, ...details.hosts.map((host) => host.id)] : null;
      const endpoints = await endpointsFor(
        tx,
        payload.event,
        { bookingId: details.booking.id, hostIds },
        details.eventType.id,
      );
      if (endpoints.length === 0) return;
      const done = await endpointsWithEvent(
        tx,
        endpoints.map((one) => one.id),
        payload.eventId,
      );
      const missing = endpoints.filter((one) => !done.has(one.id));
      if (missing.length === 0) return;
      // Hosts given with the details (new and reassigned bookings) are the ones it holds; else
      // booking_hosts has them (rows stay when a booking is cancelled).
      const read = await bookingTeamAndHosts(
        tx,
        { id: details.booking.id, hostId: details.host.id },
        details.eventType.id,
      );
      const hosts = details.hosts ? uniqueHosts([details.host, ...details.hosts]) : read.hosts;
      // One event id for every endpoint: it names the event, not the delivery.
      const body: WebhookBody = {
        ...webhookBody(payload.event, bookingData(details, previous, { team: read.team, hosts })),
        id: payload.eventId,
        created_at: payload.at,
      };
      for (const endpoint of missing) await enqueueDelivery(tx, endpoint, body);
    });
  };
}

export function testBody(endpointId: string): WebhookBody {
  return webhookBody(WEBHOOK_TEST_EVENT, {
    endpoint_id: endpointId,
    message: 'This is a test event from Slotwise.',
  });
}
