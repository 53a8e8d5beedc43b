import { z } from 'zod';

/**
 * GET /api/config (no sign-in): what this server can do, so the apps offer only options that
 * work here ("Continue with Google", "Connect Additional Account") and know it before a click.
 */
export const serverFeaturesSchema = z.object({
  /** Google sign-in is configured (GOOGLE_CLIENT_ID). */
  google_sign_in: z.boolean(),
  /** Connecting Google Calendar accounts is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  google_calendar: z.boolean(),
});
export type ServerFeatures = z.infer<typeof serverFeaturesSchema>;

export const serverFeaturesUrl = '/api/config';
