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
  /** Connecting Microsoft 365 / Outlook.com calendars is configured (MICROSOFT_CLIENT_ID and _SECRET). */
  microsoft_calendar: z.boolean().optional(),
});
export type ServerFeatures = z.infer<typeof serverFeaturesSchema>;

export const serverFeaturesUrl = '/api/config';

/**
 * The shell's server writes the features this server offers on prerendered pages' <html>
 * (`data-server-features="google_sign_in google_calendar"`), so a prerendered page, drawn at its
 * remote's build without knowing the server, can show an option only where it works
 * (docs/front-end.md#prerendered-pages).
 */
export const serverFeaturesAttribute = 'data-server-features';

/** The names of the features `features` offers, as the attribute lists them. */
export function offeredFeatureNames(features: ServerFeatures): (keyof ServerFeatures)[] {
  return (Object.keys(features) as (keyof ServerFeatures)[]).filter((name) => features[name] === true);
}

/** A CSS selector matching inside pages whose <html> says `feature` is offered. */
export function whenServerOffers(feature: keyof ServerFeatures): string {
  return `html[${serverFeaturesAttribute}~="${feature}"] &`;
}
