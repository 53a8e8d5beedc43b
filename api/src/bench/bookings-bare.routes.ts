import { defaultBookingsPerPage, maxBookingsPerPage } from '@slotwise/shared/contract/bookings.contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { bookingLocationDetailsOf } from '../lib/location-details.util';
import {
  containsPattern,
  type HostBookingsShape,
  type HostBookingsValues,
  hostBookingColumns,
  hostBookingsCountQuery,
  hostBookingsPageQuery,
  shapeName,
  shapeOf,
} from '../modules/bookings/host-bookings.repository';
import { requireUserId } from '../plugins/auth.plugin';

/** What both drivers' clients offer: pg's Pool and PGlite take a query config / options with rowMode. */
interface RawClient {
  query(...args: unknown[]): Promise<{ rows: unknown[][] }>;
}

interface Statement {
  /** Named like the real list's prepared statements (prefixed), so both are parsed once per connection. */
  name: string;
  sql: string;
  /** The placeholder name of each $n. */
  names: (keyof HostBookingsValues)[];
}

/** The exact SQL the real list runs for one filter shape (Drizzle's text, with its placeholders). */
function statementsFor(shape: HostBookingsShape): { page: Statement; count: Statement } {
  const db = drizzle.mock() as unknown as Db;
  const statement = (kind: string, query: { sql: string; params: unknown[] }): Statement => ({
    name: `bare_host_bookings_${kind}_${shapeName(shape)}`,
    sql: query.sql,
    names: query.params.map((param) => (param as { name: keyof HostBookingsValues }).name),
  });
  return {
    page: statement('page', hostBookingsPageQuery(db, shape).toSQL()),
    count: statement('count', hostBookingsCountQuery(db, shape).toSQL()),
  };
}

const keys = Object.keys(hostBookingColumns);
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/**
 * GET /api/bench/bookings (only with BENCH_ROUTES=true): the host's bookings list done bare, as
 * the yardstick of the bookings-list benchmark. Same sign-in check and the same two SQL statements
 * as GET /api/bookings (page + count, in parallel), sent straight to the driver; no schema,
 * no ORM mapping, a hand-built JSON body. Only page, per_page and search are read.
 */
export default async function bookingsBareRoutes(app: FastifyInstance) {
  const client = (app.db as unknown as { $client: RawClient }).$client;
  const run =
    app.dbKind === 'postgres'
      ? (statement: Statement, values: unknown[]) =>
          client.query({ name: statement.name, text: statement.sql, values, rowMode: 'array' })
      : (statement: Statement, values: unknown[]) =>
          client.query(statement.sql, values, { rowMode: 'array' });
  const noFilter = {
    status: false,
    search: false,
    searchScan: false,
    eventType: false,
    when: null,
    from: false,
    to: false,
  };
  const shapes = {
    plain: statementsFor(noFilter),
    search: statementsFor({ ...noFilter, search: true }),
    searchScan: statementsFor({ ...noFilter, search: true, searchScan: true }),
  };

  app.get('/bookings', { onRequest: app.authenticate }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const page = Math.max(1, Number(query.page) || 1);
    const perPage = Math.min(
      maxBookingsPerPage,
      Math.max(1, Number(query.per_page) || defaultBookingsPerPage),
    );
    const search = query.search?.trim();
    const pattern = search ? containsPattern(search) : null;
    const values: HostBookingsValues = {
      hostId: requireUserId(request),
      pattern: pattern ?? undefined,
      // The list's order puts upcoming bookings first.
      now: new Date().toISOString(),
      limit: perPage,
      offset: (page - 1) * perPage,
    };
    const bind = (statement: Statement) => statement.names.map((name) => values[name]);
    const shape = search
      ? shapeOf({ hostId: '', search, now: new Date(), limit: 0, offset: 0 }).searchScan
        ? shapes.searchScan
        : shapes.search
      : shapes.plain;
    const [rows, counted] = await Promise.all([
      run(shape.page, bind(shape.page)),
      run(shape.count, bind(shape.count)),
    ]);
    const total = Number(counted.rows[0]?.[0] ?? 0);
    const data = rows.rows.map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, index) => {
        record[key] = row[index];
      });
      return {
        id: record.id,
        status: record.status,
        start_time: iso(record.startTime),
        end_time: iso(record.endTime),
        created_at: iso(record.createdAt),
        attendee_name: record.attendeeName,
        attendee_email: record.attendeeEmail,
        additional_attendees: record.additionalAttendees,
        guests: record.guests,
        timezone: record.timezone,
        answers: record.answers,
        google_meet_link: record.googleMeetLink,
        google_calendar_event_id: record.googleCalendarEventId,
        cancellation_reason: record.cancellationReason,
        cancelled_by: record.cancelledBy,
        rejected: record.rejected,
        rescheduled_by: record.rescheduledBy,
        rescheduled_at: record.rescheduledAt == null ? null : iso(record.rescheduledAt),
        attendee_phone: record.attendeePhone,
        duration: record.eventTypeDuration,
        event_type: {
          id: record.eventTypeId,
          title: record.eventTypeTitle,
          duration: record.eventTypeDuration,
          location: record.eventTypeLocation,
          location_details: bookingLocationDetailsOf(
            {
              location: String(record.eventTypeLocation),
              locationAddress: record.eventTypeLocationAddress as string | null,
              locationPhone: record.eventTypeLocationPhone as string | null,
              locationPhoneFrom: record.eventTypeLocationPhoneFrom as string,
              locationUrl: record.eventTypeLocationUrl as string | null,
            },
            { jitsiLink: record.jitsiLink as string | null, status: String(record.status) },
          ),
          ...(record.eventTypeTeamName ? { team_name: record.eventTypeTeamName as string } : {}),
        },
        ...(record.seriesId && record.seriesCount != null
          ? {
              series: {
                id: record.seriesId,
                position: Number(record.seriesIndex ?? 0) + 1,
                count: Number(record.seriesCount),
              },
            }
          : {}),
      };
    });
    const body = JSON.stringify({
      data,
      total,
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
    });
    return reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
}
