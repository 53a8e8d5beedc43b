import multipart from '@fastify/multipart';
import {
  hostMeetingLimitsResponseSchema,
  hostMeetingLimitsSchema,
} from '@slotwise/shared/contract/booking-limits.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import {
  avatarMessages,
  avatarResponseSchema,
  avatarRules,
  settingsResponseSchema,
  settingsUpdateSchema,
  timeZoneOptionSchema,
} from '@slotwise/shared/contract/settings.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import { requireUserId } from '../../plugins/auth.plugin';
import { avatarTooLarge, listTimeZones } from './settings.service';

const secured = { security: [{ bearerAuth: [] }] };
export const malformedMultipartMessage = 'Malformed multipart body: send the picture as multipart/form-data';
export const tooManyPartsMessage = 'Too many parts: send one picture in the field "avatar" and nothing else';

/** /api/settings, /api/timezones, /api/avatar (upload, delete) and /api/avatars/:file (public). */
export default async function settingsRoutes(app: FastifyInstance) {
  const { settings } = app;
  // Scoped to this plugin: only the avatar upload takes multipart bodies. Sizes "under 10MB".
  await app.register(multipart, {
    limits: { fileSize: avatarRules.maxBytes - 1, files: 1, fields: 10, parts: 11 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/settings', {
    onRequest: app.authenticate,
    schema: {
      tags: ['settings'],
      ...secured,
      summary: "The signed-in user's profile settings (not wrapped)",
      response: { 200: settingsResponseSchema, 401: errorSchema },
    },
    handler: async (request) => settings.get(requireUserId(request)),
  });

  r.post('/settings', {
    onRequest: app.authenticate,
    schema: {
      tags: ['settings'],
      ...secured,
      summary: 'Update name, surname, username (unique, case-insensitive), time zone and language',
      body: settingsUpdateSchema,
      response: { 200: settingsResponseSchema, 401: errorSchema, 422: errorSchema },
    },
    handler: async (request) => settings.update(requireUserId(request), request.body),
  });

  r.get('/settings/meeting-limits', {
    onRequest: app.authenticate,
    schema: {
      tags: ['settings'],
      ...secured,
      summary: "The signed-in host's meeting limits across all their event types (null: none)",
      response: { 200: hostMeetingLimitsResponseSchema, 401: errorSchema },
    },
    handler: async (request) => settings.meetingLimits(requireUserId(request)),
  });

  r.put('/settings/meeting-limits', {
    onRequest: app.authenticate,
    schema: {
      tags: ['settings'],
      ...secured,
      summary: 'At most N meetings per day and per week across all event types, in the host time zone',
      body: hostMeetingLimitsSchema,
      response: { 200: hostMeetingLimitsResponseSchema, 401: errorSchema, 422: errorSchema },
    },
    handler: async (request) => {
      const userId = requireUserId(request);
      const saved = await settings.updateMeetingLimits(userId, request.body);
      // The booking page's cached free times of this host change with the limits.
      app.freeTimesCache.invalidateHost(userId);
      return saved;
    },
  });

  r.get('/timezones', {
    schema: {
      tags: ['settings'],
      summary: 'Every IANA time zone, labelled with its current UTC offset',
      response: { 200: dataEnvelope(z.array(timeZoneOptionSchema)) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: listTimeZonesCached() };
    },
  });

  r.post('/avatar', {
    onRequest: app.authenticate,
    schema: {
      tags: ['settings'],
      ...secured,
      summary: 'Upload a JPG or PNG avatar (multipart, field "avatar", under 10MB); metadata is removed',
      consumes: ['multipart/form-data'],
      response: {
        200: avatarResponseSchema,
        400: errorSchema,
        401: errorSchema,
        413: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request) => {
      const bytes = await readAvatarPart(request);
      return { avatar: await settings.uploadAvatar(requireUserId(request), bytes) };
    },
  });

  r.delete('/avatar', {
    onRequest: app.authenticate,
    schema: {
      tags: ['settings'],
      ...secured,
      summary: "Remove the signed-in user's avatar",
      response: { 204: z.null(), 401: errorSchema },
    },
    handler: async (request, reply) => {
      await settings.deleteAvatar(requireUserId(request));
      return reply.code(204).send(null);
    },
  });

  r.get('/avatars/:file', {
    schema: {
      tags: ['settings'],
      summary: 'An uploaded avatar (public: shown on booking pages); names never change content',
      params: z.object({ file: z.string().max(100) }),
    },
    handler: async (request, reply) => {
      const avatar = await settings.readAvatar(request.params.file);
      if (!avatar) throw new HttpError(404, { message: 'Not found' });
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', avatar.etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === avatar.etag) return reply.code(304).send();
      return reply.header('content-type', avatar.contentType).send(avatar.bytes);
    },
  });
}

/** The offsets change only at DST transitions: an hour-old list is good enough. */
let timeZonesCache: { at: number; list: ReturnType<typeof listTimeZones> } | null = null;
function listTimeZonesCached() {
  if (!timeZonesCache || Date.now() - timeZonesCache.at > 3600_000) {
    timeZonesCache = { at: Date.now(), list: listTimeZones() };
  }
  return timeZonesCache.list;
}

/** busboy's limits (files, fields, parts): the body holds more than the picture and a few fields. */
const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The picture of the field "avatar". Every part is read, so that a body with more parts than
 * the limits allow is refused as such (413), wherever the extra parts stand.
 */
async function readAvatarPart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw validationFailed({ avatar: [avatarMessages.missing] }, avatarMessages.missing);
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // Read to its end (bounded by fileSize) so the parser moves on to the next part.
      const bytes = await part.toBuffer();
      if (part.fieldname === avatarRules.field) picture = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
    if (TOO_MANY_PARTS.has(code)) throw new HttpError(413, { message: tooManyPartsMessage });
    // busboy's parse errors (no boundary, truncated parts) are the client's malformed body.
    request.log.info({ err: error }, 'malformed multipart body');
    throw new HttpError(400, { message: malformedMultipartMessage });
  }
  if (!picture) throw validationFailed({ avatar: [avatarMessages.missing] }, avatarMessages.missing);
  return picture;
}
