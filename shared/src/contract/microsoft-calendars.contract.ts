import { z } from 'zod';
import { dataEnvelope } from './envelope.contract';

/**
 * Microsoft 365 / Outlook.com calendar connections (docs/calendars.md#microsoft-365-and-outlookcom):
 * GET    /api/integrations/microsoft                         -> { data: MicrosoftConnection[] }
 * GET    /api/integrations/microsoft/connect                 -> { redirect_url } (503: not configured)
 * GET    /api/integrations/microsoft/callback                -> 302 to Settings > Integrations
 * PATCH  /api/integrations/microsoft/{id}/calendars/{calendarId} { checked } -> { data: MicrosoftConnection }
 * DELETE /api/integrations/microsoft/{id}                    -> 204
 * Another user's connection or calendar answers 404. Where bookings are written (the default and
 * each type's choice) is calendar-choices.contract.ts, over all providers.
 */
export const microsoftErrorCodes = [
  'consent_revoked',
  'unreachable',
  'timeout',
  'server_error',
  'too_many_events',
] as const;
export type MicrosoftErrorCode = (typeof microsoftErrorCodes)[number];

export const microsoftCalendarSchema = z.object({
  id: z.string(),
  name: z.string(),
  checked: z.boolean(),
  writable: z.boolean(),
  is_default: z.boolean(),
});
export type MicrosoftCalendar = z.infer<typeof microsoftCalendarSchema>;

export const microsoftConnectionSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  /** The last failure, when it is newer than the last success. */
  last_error: z.enum(microsoftErrorCodes).nullable(),
  last_error_at: z.string().nullable(),
  calendars: z.array(microsoftCalendarSchema),
});
export type MicrosoftConnection = z.infer<typeof microsoftConnectionSchema>;

export const microsoftConnectionsResponseSchema = dataEnvelope(z.array(microsoftConnectionSchema));
export const microsoftConnectionResponseSchema = dataEnvelope(microsoftConnectionSchema);
export const microsoftConnectResponseSchema = z.object({ redirect_url: z.string() });
export const microsoftCalendarCheckSchema = z.object({ checked: z.boolean() });

/** Where the callback sends the browser: Settings > Integrations with `microsoft=` this. */
export const microsoftConnectReturn = {
  tab: 'integrations',
  param: 'microsoft',
  connected: 'connected',
  denied: 'denied',
  failed: 'failed',
} as const;

/** The API's error messages (the UI shows its own words for each `error` code). */
export const microsoftMessages = {
  notConfigured: 'Microsoft calendars are not configured on this server.',
  notFound: 'Microsoft connection not found',
  calendarNotFound: 'Calendar not found',
  tooMany: 'You can connect at most 10 Microsoft accounts.',
  tooManyAttempts: 'Too many connection attempts. Please try again later.',
} as const;
