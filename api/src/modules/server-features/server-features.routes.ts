import { dataEnvelope } from '@slotwise/shared/contract/envelope.contract';
import { serverFeaturesSchema } from '@slotwise/shared/contract/server-features.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * GET /api/config: the options this server supports, read from its configuration (the same
 * for every process on the same environment), so the apps hide what cannot work here.
 */
export default async function serverFeaturesRoutes(app: FastifyInstance) {
  // The same checks the sign-in and connect flows make before they start.
  const features = {
    google_sign_in: app.googleSignIn.configured,
    google_calendar: app.googleCalendar.oauth.configured,
    microsoft_calendar: app.calendars.microsoft.configured,
  };
  app.withTypeProvider<ZodTypeProvider>().get('/config', {
    schema: {
      tags: ['server'],
      summary: 'What this server offers (Google sign-in, Google Calendar), known before a click',
      response: { 200: dataEnvelope(serverFeaturesSchema) },
    },
    handler: async () => ({ data: features }),
  });
}
