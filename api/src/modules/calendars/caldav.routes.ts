import {
  caldavCalendarCheckSchema,
  caldavConnectionResponseSchema,
  caldavConnectionsResponseSchema,
  caldavConnectSchema,
  writeCalendarResponseSchema,
  writeCalendarSchema,
} from '@slotwise/shared/contract/calendars.contract';
import { errorSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserId } from '../../plugins/auth.plugin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A malformed id is simply not one of the host's (404), never a database error.
const secured = { security: [{ bearerAuth: [] }] };
const tags = ['calendars'];

/** /api/integrations/caldav: CalDAV connections (docs/calendars.md). */
export default async function caldavRoutes(app: FastifyInstance) {
  const { caldav } = app.calendars;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notFound = { message: 'Not found' };
  // Signed out is 401 before anything else, the body's validation included.
  app.addHook('onRequest', app.authenticate);

  r.get('/', {
    schema: {
      tags,
      ...secured,
      summary: "The host's CalDAV connections, their calendars and state (never the password)",
      response: { 200: caldavConnectionsResponseSchema, 401: errorSchema },
    },
    handler: async (request) => ({ data: await caldav.list(requireUserId(request)) }),
  });

  r.post('/', {
    schema: {
      tags,
      ...secured,
      summary: 'Connects a CalDAV account: discovery with the credentials; 422 says why it failed',
      body: caldavConnectSchema,
      response: { 201: caldavConnectionResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const connection = await caldav.connect(requireUserId(request), request.body);
      return reply.code(201).send({ data: connection });
    },
  });

  r.patch('/:id/calendars/:calendarId', {
    schema: {
      tags,
      ...secured,
      summary: "Ticks or unticks a calendar: a ticked calendar's busy time blocks free times",
      params: z.object({ id: z.string().max(64), calendarId: z.string().max(64) }),
      body: caldavCalendarCheckSchema,
      response: { 200: caldavConnectionResponseSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const { id, calendarId } = request.params;
      if (!UUID.test(id) || !UUID.test(calendarId)) return reply.code(404).send(notFound);
      return { data: await caldav.setChecked(requireUserId(request), id, calendarId, request.body.checked) };
    },
  });

  r.delete('/:id', {
    schema: {
      tags,
      ...secured,
      summary: 'Disconnects: the connection, its calendars and its stored password are deleted',
      params: z.object({ id: z.string().max(64) }),
      response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound);
      await caldav.disconnect(requireUserId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  const eventTypeParams = z.object({ eventTypeId: z.string().max(64) });

  r.get('/event-types/:eventTypeId/calendar', {
    schema: {
      tags,
      ...secured,
      summary: "The CalDAV calendar an event type's bookings are written to (null: none)",
      params: eventTypeParams,
      response: { 200: writeCalendarResponseSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      if (!UUID.test(request.params.eventTypeId)) return reply.code(404).send(notFound);
      const calendarId = await caldav.writeCalendar(requireUserId(request), request.params.eventTypeId);
      return { data: { calendar_id: calendarId } };
    },
  });

  r.put('/event-types/:eventTypeId/calendar', {
    schema: {
      tags,
      ...secured,
      summary: "Picks the writable calendar (of the host's connections) an event type's bookings go to",
      params: eventTypeParams,
      body: writeCalendarSchema,
      response: { 200: writeCalendarResponseSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const { calendar_id } = request.body;
      if (!UUID.test(request.params.eventTypeId) || (calendar_id !== null && !UUID.test(calendar_id))) {
        return reply.code(404).send(notFound);
      }
      const saved = await caldav.setWriteCalendar(
        requireUserId(request),
        request.params.eventTypeId,
        calendar_id,
      );
      return { data: { calendar_id: saved } };
    },
  });
}
