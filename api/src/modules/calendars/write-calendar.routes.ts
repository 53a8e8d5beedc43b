import {
  writableCalendarsResponseSchema,
  writeCalendarChoiceBodySchema,
  writeCalendarChoiceResponseSchema,
} from '@slotwise/shared/contract/calendar-choices.contract';
import { errorSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserId } from '../../plugins/auth.plugin';
import { WriteCalendars } from './write-calendar.service';

const secured = { security: [{ bearerAuth: [] }] };
const tags = ['calendars'];

/** /api/integrations/calendars: where bookings are written, over every provider (docs/calendars.md). */
export default async function writeCalendarRoutes(app: FastifyInstance) {
  const calendars = new WriteCalendars({ db: app.db, providers: app.calendars.providers });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Signed out is 401 before anything else, the body's validation included.
  app.addHook('onRequest', app.authenticate);

  r.get('/writable', {
    schema: {
      tags,
      ...secured,
      summary:
        "The host's calendars bookings may be written to, of every connection (read-only ones left out)",
      response: { 200: writableCalendarsResponseSchema, 401: errorSchema },
    },
    handler: async (request) => ({ data: await calendars.writable(requireUserId(request)) }),
  });

  r.get('/default', {
    schema: {
      tags,
      ...secured,
      summary: "The host's default calendar for bookings (null: none chosen)",
      response: { 200: writeCalendarChoiceResponseSchema, 401: errorSchema },
    },
    handler: async (request) => ({ data: await calendars.hostDefault(requireUserId(request)) }),
  });

  r.put('/default', {
    schema: {
      tags,
      ...secured,
      summary: "Chooses the host's default calendar for bookings; a read-only one answers 422",
      body: writeCalendarChoiceBodySchema,
      response: {
        200: writeCalendarChoiceResponseSchema,
        401: errorSchema,
        404: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request) => ({
      data: await calendars.setHostDefault(requireUserId(request), request.body.choice),
    }),
  });

  const eventTypeParams = z.object({ eventTypeId: z.string().max(64) });

  r.get('/event-types/:eventTypeId', {
    schema: {
      tags,
      ...secured,
      summary: "The calendar an event type's bookings are written to (null: the host's default)",
      params: eventTypeParams,
      response: { 200: writeCalendarChoiceResponseSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({
      data: await calendars.eventTypeCalendar(requireUserId(request), request.params.eventTypeId),
    }),
  });

  r.put('/event-types/:eventTypeId', {
    schema: {
      tags,
      ...secured,
      summary: "Chooses the calendar an event type's bookings are written to; a read-only one answers 422",
      params: eventTypeParams,
      body: writeCalendarChoiceBodySchema,
      response: {
        200: writeCalendarChoiceResponseSchema,
        401: errorSchema,
        404: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request) => ({
      data: await calendars.setEventTypeCalendar(
        requireUserId(request),
        request.params.eventTypeId,
        request.body.choice,
      ),
    }),
  });
}
