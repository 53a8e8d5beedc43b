import { errorSchema } from '@slotwise/shared/contract/envelope.contract';
import {
  microsoftCalendarCheckSchema,
  microsoftConnectionResponseSchema,
  microsoftConnectionsResponseSchema,
  microsoftConnectResponseSchema,
} from '@slotwise/shared/contract/microsoft-calendars.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserId } from '../../plugins/auth.plugin';
import { MICROSOFT_CALLBACK_PATH } from './calendars.plugin';
import { MICROSOFT_FLOW_TTL_SECONDS } from './microsoft-connections.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ties the connect flow to the browser that started it (a link crafted by someone else fails). */
const FLOW_COOKIE = 'microsoft_calendar_flow';
const secured = { security: [{ bearerAuth: [] }] };
const tags = ['calendars'];

/** /api/integrations/microsoft: Microsoft 365 / Outlook.com connections (docs/calendars.md). */
export default async function microsoftRoutes(app: FastifyInstance) {
  const { microsoft } = app.calendars;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notFound = { message: 'Not found' };
  const secure = app.config.publicUrl.startsWith('https:');
  const flowCookie = { httpOnly: true, sameSite: 'lax' as const, secure, path: MICROSOFT_CALLBACK_PATH };
  // Every route but the callback is the host's: signed out is 401 before anything else (onRequest,
  // so before the body's validation).

  r.get('/', {
    onRequest: app.authenticate,
    schema: {
      tags,
      ...secured,
      summary: "The host's Microsoft connections, their calendars and state (never a token)",
      response: { 200: microsoftConnectionsResponseSchema, 401: errorSchema },
    },
    handler: async (request) => ({ data: await microsoft.list(requireUserId(request)) }),
  });

  r.get('/connect', {
    onRequest: app.authenticate,
    schema: {
      tags,
      ...secured,
      summary:
        "Starts connecting a Microsoft account: the URL of Microsoft's consent page (503 when not configured)",
      response: {
        200: microsoftConnectResponseSchema,
        401: errorSchema,
        422: errorSchema,
        429: errorSchema,
        503: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { redirectUrl, state } = await microsoft.connect(requireUserId(request));
      reply.header('cache-control', 'no-store');
      // Lax: Microsoft's redirect back is a top-level GET navigation, which carries Lax cookies.
      reply.setCookie(FLOW_COOKIE, state, { ...flowCookie, maxAge: MICROSOFT_FLOW_TTL_SECONDS });
      return { redirect_url: redirectUrl };
    },
  });

  r.get('/callback', {
    schema: {
      tags,
      summary: 'Microsoft redirects here; answers a 302 to the Integrations tab saying how it went',
      querystring: z.record(z.string(), z.string()),
    },
    handler: async (request, reply) => {
      const location = await microsoft.finishConnect(request.query, request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, flowCookie);
      // The code in this address must not travel on as a Referer, nor be kept in a cache.
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(location, 302);
    },
  });

  r.patch('/:id/calendars/:calendarId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      ...secured,
      summary: "Ticks or unticks a calendar: a ticked calendar's busy time blocks free times",
      params: z.object({ id: z.string().max(64), calendarId: z.string().max(64) }),
      body: microsoftCalendarCheckSchema,
      response: { 200: microsoftConnectionResponseSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const { id, calendarId } = request.params;
      if (!UUID.test(id) || !UUID.test(calendarId)) return reply.code(404).send(notFound);
      return {
        data: await microsoft.setChecked(requireUserId(request), id, calendarId, request.body.checked),
      };
    },
  });

  r.delete('/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      ...secured,
      summary: 'Disconnects: the connection, its calendars and its stored tokens are deleted',
      params: z.object({ id: z.string().max(64) }),
      response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound);
      await microsoft.disconnect(requireUserId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
