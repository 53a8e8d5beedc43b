import { z } from 'zod';
import { dataEnvelope } from './envelope.contract';

/**
 * CalDAV calendar connections (docs/calendars.md):
 * GET    /api/integrations/caldav                                  -> { data: CaldavConnection[] }
 * POST   /api/integrations/caldav  { provider, server_url, username, password }
 *        -> 201 { data: CaldavConnection } (discovery ran); 422 { message, error: CaldavErrorCode }
 * PATCH  /api/integrations/caldav/{id}/calendars/{calendarId} { checked } -> { data: CaldavConnection }
 * DELETE /api/integrations/caldav/{id}                             -> 204
 * GET    /api/integrations/caldav/event-types/{eventTypeId}/calendar -> { data: { calendar_id } }
 * PUT    /api/integrations/caldav/event-types/{eventTypeId}/calendar { calendar_id | null } -> same
 * Another user's connection, calendar or event type answers 404.
 */
export const caldavProviders = ['apple', 'caldav'] as const;
export type CaldavProvider = (typeof caldavProviders)[number];

/** Apple's CalDAV server: discovery finds the account's calendars from here. */
export const APPLE_CALDAV_URL = 'https://caldav.icloud.com';

export const caldavErrorCodes = [
  'wrong_password',
  'unreachable',
  'timeout',
  'refused',
  'server_error',
] as const;
export type CaldavErrorCode = (typeof caldavErrorCodes)[number];

export const caldavConnectSchema = z.object({
  provider: z.enum(caldavProviders),
  server_url: z.string().trim().min(1).max(2000),
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1000),
});
export type CaldavConnectInput = z.infer<typeof caldavConnectSchema>;

export const caldavCalendarSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  color: z.string().nullable(),
  checked: z.boolean(),
  writable: z.boolean(),
});
export type CaldavCalendar = z.infer<typeof caldavCalendarSchema>;

export const caldavConnectionSchema = z.object({
  id: z.string(),
  provider: z.enum(caldavProviders),
  server_url: z.string(),
  username: z.string(),
  last_synced_at: z.string().nullable(),
  /** The last failure, when it is newer than the last success. */
  last_error: z.enum(caldavErrorCodes).nullable(),
  last_error_at: z.string().nullable(),
  calendars: z.array(caldavCalendarSchema),
});
export type CaldavConnection = z.infer<typeof caldavConnectionSchema>;

export const caldavConnectionsResponseSchema = dataEnvelope(z.array(caldavConnectionSchema));
export const caldavConnectionResponseSchema = dataEnvelope(caldavConnectionSchema);
export const caldavCalendarCheckSchema = z.object({ checked: z.boolean() });
export const writeCalendarSchema = z.object({ calendar_id: z.string().max(64).nullable() });
export const writeCalendarResponseSchema = dataEnvelope(writeCalendarSchema);

/** The API's error messages (the UI shows its own words for each `error` code). */
export const caldavMessages = {
  wrong_password:
    'The server refused this username or password. For iCloud, use an app-specific password (appleid.apple.com).',
  unreachable: 'The CalDAV server could not be reached. Check the server URL.',
  timeout: 'The CalDAV server did not answer in time.',
  refused: 'This server address is not allowed.',
  server_error: 'No CalDAV calendars were found at this address.',
  invalidUrl: 'Enter the server URL, starting with https://',
  tooMany: 'You can connect at most 10 CalDAV accounts.',
  notFound: 'CalDAV connection not found',
  calendarNotFound: 'Calendar not found',
  eventTypeNotFound: 'Event type not found',
} as const;
