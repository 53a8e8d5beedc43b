import {
  googleCalendarCheckSchema,
  googleCalendarsResponseSchema,
} from '@slotwise/shared/contract/calendar-choices.contract';
import { errorSchema } from '@slotwise/shared/contract/envelope.contract';
import {
  googleAccountsResponseSchema,
  googleConnectResponseSchema,
} from '@slotwise/shared/contract/integrations.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserId } from '../../plugins/auth.plugin';
import { CONNECT_FLOW_TTL_SECONDS } from './google-accounts.service';
import { CALENDAR_CALLBACK_PATH } from './google-calendar.plugin';

// Any string: a malformed id is simply not one of the host's accounts (404).
const idParams = z.object({ id: z.string().max(64) });

/** Ties the connect flow to the browser that started it (a link crafted by someone else fails). */
const FLOW_COOKIE = 'google_calendar_flow';
const secured = { security: [{ bearerAuth: [] }] };

/**
 * /api/integrations/google-calendar: connecting Google
 * accounts for calendar sync (docs/product.md#api-calls).
 */
export default async function googleCalendarRoutes(app: FastifyInstance) {
  const { accounts, calendarList } = app.googleCalendar;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.publicUrl.startsWith('https:');
  const flowCookie = { httpOnly: true, sameSite: 'lax' as const, secure, path: CALENDAR_CALLBACK_PATH };

  r.get('/', {
    preHandler: app.authenticate,
    schema: {
      tags: ['google calendar'],
      ...secured,
      summary: "The host's connected Google accounts (never their tokens)",
      response: { 200: googleAccountsResponseSchema, 401: errorSchema },
    },
    handler: async (request) => ({ accounts: await accounts.list(requireUserId(request)) }),
  });

  r.get('/connect', {
    preHandler: app.authenticate,
    schema: {
      tags: ['google calendar'],
      ...secured,
      summary:
        "Starts connecting a Google account: the URL of Google's consent page (503 when not configured)",
      response: { 200: googleConnectResponseSchema, 401: errorSchema, 503: errorSchema },
    },
    handler: async (request, reply) => {
      const { redirectUrl, state } = await accounts.connect(requireUserId(request));
      reply.header('cache-control', 'no-store');
      // Lax: Google's redirect back is a top-level GET navigation, which carries Lax cookies.
      reply.setCookie(FLOW_COOKIE, state, { ...flowCookie, maxAge: CONNECT_FLOW_TTL_SECONDS });
      return { redirect_url: redirectUrl };
    },
  });

  r.get('/callback', {
    schema: {
      tags: ['google calendar'],
      summary: 'Google redirects here; answers a 302 to the Integrations tab with success or error',
      querystring: z.record(z.string(), z.string()),
    },
    handler: async (request, reply) => {
      const location = await accounts.finishConnect(request.query, request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, flowCookie);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  });

  r.delete('/:id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['google calendar'],
      ...secured,
      summary: 'Disconnects an account: revoked at Google (best effort), its event types unlinked',
      params: idParams,
      response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      await accounts.disconnect(requireUserId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  r.post('/:id/set-primary', {
    preHandler: app.authenticate,
    schema: {
      tags: ['google calendar'],
      ...secured,
      summary: 'Makes the account the only primary one (its free/busy blocks the booking page)',
      params: idParams,
      response: { 200: googleAccountsResponseSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({
      accounts: await accounts.setPrimary(requireUserId(request), request.params.id),
    }),
  });

  r.get('/:id/calendars', {
    // Signed out is 401 before anything else, the body's validation included.
    onRequest: app.authenticate,
    schema: {
      tags: ['google calendar'],
      ...secured,
      summary: "The account's calendars (read again from Google; the stored list when Google fails)",
      params: idParams,
      response: { 200: googleCalendarsResponseSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({
      data: await calendarList.listOf(requireUserId(request), request.params.id),
    }),
  });

  r.patch('/:id/calendars/:calendarId', {
    // Signed out is 401 before anything else, the body's validation included.
    onRequest: app.authenticate,
    schema: {
      tags: ['google calendar'],
      ...secured,
      summary: "Ticks or unticks a calendar: a ticked calendar's busy time blocks free times",
      params: z.object({ id: z.string().max(64), calendarId: z.string().max(64) }),
      body: googleCalendarCheckSchema,
      response: { 200: googleCalendarsResponseSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({
      data: await calendarList.setChecked(
        requireUserId(request),
        request.params.id,
        request.params.calendarId,
        request.body.checked,
      ),
    }),
  });
}
