import {
  type ConnectedGoogleAccount,
  connectedGoogleAccountSchema,
} from '@slotwise/shared/contract/event-types.contract';
import { z } from 'zod';

/** A Google account connected for calendar sync (docs/product.md#google-accounts). */
export type GoogleAccount = ConnectedGoogleAccount;

/**
 * Why the last read of a Google account failed (docs/calendars.md#connection-state): Google
 * refused the token (consent revoked), could not be reached, did not answer in time, or answered
 * with an error.
 */
export const googleAccountErrorCodes = ['consent_revoked', 'unreachable', 'timeout', 'server_error'] as const;
export type GoogleAccountErrorCode = (typeof googleAccountErrorCodes)[number];

/** An account as Settings lists it: with its state, like CalDAV and Microsoft connections. */
export const googleAccountWithStateSchema = connectedGoogleAccountSchema.extend({
  /** The last free/busy or calendar-list read that succeeded. */
  last_synced_at: z.string().nullable(),
  /** The last failure, when it is newer than the last success. */
  last_error: z.enum(googleAccountErrorCodes).nullable(),
  last_error_at: z.string().nullable(),
});
export type GoogleAccountWithState = z.infer<typeof googleAccountWithStateSchema>;
export type GoogleScope = keyof GoogleAccount['scopes'];

/**
 * Google Calendar integration calls (docs/product.md#api-calls):
 * GET    /api/integrations/google-calendar                 -> { accounts: GoogleAccountWithState[] }
 * GET    /api/integrations/google-calendar/connect         -> { redirect_url } (the browser goes there)
 * GET    /api/integrations/google-calendar/callback        <- Google's redirect (code, state); answers a
 *        302 to /dashboard/settings?tab=integrations&success=calendar_connected&message=... or ...&error=...
 * DELETE /api/integrations/google-calendar/{id}            -> 204 (tokens revoked at Google, best effort)
 * POST   /api/integrations/google-calendar/{id}/set-primary -> { accounts: GoogleAccount[] }
 * Another user's account answers 404.
 */
export const googleAccountsResponseSchema = z.object({ accounts: z.array(googleAccountWithStateSchema) });
export type GoogleAccountsResponse = z.infer<typeof googleAccountsResponseSchema>;
export const googleConnectResponseSchema = z.object({ redirect_url: z.string() });
export type GoogleConnectResponse = z.infer<typeof googleConnectResponseSchema>;

/** Query parameters of the return to /dashboard/settings after the connect flow. */
export const calendarConnectReturn = {
  tab: 'integrations',
  success: 'calendar_connected',
} as const;

export const googleScopeLabels: Record<GoogleScope, { name: string; description: string }> = {
  calendar: { name: 'Full Calendar Access', description: 'Read and write access to the calendar' },
  calendar_events: { name: 'Calendar Events', description: 'Create and manage calendar events' },
  profile: { name: 'Profile Information', description: 'Basic profile' },
  email: { name: 'Email Address', description: 'Email address' },
  meet: { name: 'Google Meet', description: 'Create and manage meetings' },
};

/** Settings store and integration messages (docs/product.md#error-texts). */
export const integrationMessages = {
  connected: 'Google account connected successfully for email and calendar access!',
  disconnected: 'Google account disconnected successfully',
  primaryUpdated: 'Primary account updated successfully',
  fetchFailed: 'Failed to fetch Google accounts',
  connectFailed: 'Failed to connect Google Calendar',
  disconnectFailed: 'Failed to disconnect Google account',
  setPrimaryFailed: 'Failed to set primary account',
  notFound: 'Google account not found',
  notConfigured: 'Google Calendar is not configured on this server',
  /** The user refused access on Google's consent screen. */
  accessDenied: 'Google Calendar access was not granted',
} as const;
