import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import bookingsBareRoutes from './bench/bookings-bare.routes';
import type { AppConfig } from './config';
import { serializeRequest } from './lib/log-redaction.util';
import accountPlugin from './modules/account/account.plugin';
import accountRoutes from './modules/account/account.routes';
import adminPlugin from './modules/admin/admin.plugin';
import adminRoutes from './modules/admin/admin.routes';
import apiKeyAuthPlugin from './modules/api-keys/api-key-auth.plugin';
import apiKeysPlugin from './modules/api-keys/api-keys.plugin';
import apiKeysRoutes from './modules/api-keys/api-keys.routes';
import accountSecurityRoutes from './modules/auth/account-security.routes';
import authRoutes from './modules/auth/auth.routes';
import authServicePlugin from './modules/auth/auth-service.plugin';
import availabilityPlugin from './modules/availability/availability.plugin';
import availabilityRoutes from './modules/availability/availability.routes';
import outOfOfficePlugin from './modules/availability/out-of-office.plugin';
import outOfOfficeRoutes from './modules/availability/out-of-office.routes';
import slotsRoutes from './modules/availability/slots.routes';
import { findBookingDetailsWithSeries } from './modules/bookings/booking-series.repository';
import bookingsPlugin from './modules/bookings/bookings.plugin';
import bookingsRoutes from './modules/bookings/bookings.routes';
import singleUseLinksRoutes from './modules/bookings/single-use-links.routes';
import caldavRoutes from './modules/calendars/caldav.routes';
import calendarsPlugin from './modules/calendars/calendars.plugin';
import microsoftRoutes from './modules/calendars/microsoft.routes';
import writeCalendarRoutes from './modules/calendars/write-calendar.routes';
import eventTypesPlugin from './modules/event-types/event-types.plugin';
import eventTypesRoutes from './modules/event-types/event-types.routes';
import googleCalendarPlugin from './modules/google-calendar/google-calendar.plugin';
import googleCalendarRoutes from './modules/google-calendar/google-calendar.routes';
import healthRoutes from './modules/health/health.routes';
import idempotencyPlugin from './modules/idempotency/idempotency.plugin';
import instanceRoutes from './modules/instance/instance.routes';
import jobsPlugin from './modules/jobs/jobs.plugin';
import notificationsPlugin from './modules/notifications/notifications.plugin';
import publicApiRoutes from './modules/public-api/public-api.routes';
import publicBookingRoutes from './modules/public-booking/public-booking.routes';
import publicBookingConfirmationsRoutes from './modules/public-booking/public-booking-confirmations.routes';
import publicEventTypesRoutes from './modules/public-booking/public-event-types.routes';
import publicProfileRoutes from './modules/public-booking/public-profile.routes';
import publicSingleUseLinksRoutes from './modules/public-booking/public-single-use-links.routes';
import publicTeamsRoutes from './modules/public-booking/public-teams.routes';
import rateLimitsPlugin from './modules/rate-limits/rate-limits.plugin';
import freeTimesCachePlugin from './modules/scheduling/free-times-cache.plugin';
import schedulingPlugin from './modules/scheduling/scheduling.plugin';
import serverFeaturesRoutes from './modules/server-features/server-features.routes';
import settingsPlugin from './modules/settings/settings.plugin';
import settingsRoutes from './modules/settings/settings.routes';
import teamsPlugin from './modules/teams/teams.plugin';
import teamsRoutes from './modules/teams/teams.routes';
import webhooksPlugin from './modules/webhooks/webhooks.plugin';
import webhooksRoutes from './modules/webhooks/webhooks.routes';
import authPlugin from './plugins/auth.plugin';
import compressionPlugin from './plugins/compression.plugin';
import dbPlugin from './plugins/db.plugin';
import errorsPlugin from './plugins/errors.plugin';
import inputGuardPlugin from './plugins/input-guard.plugin';
import mailPlugin from './plugins/mail.plugin';
import readYourWritesPlugin from './plugins/read-your-writes.plugin';
import securityPlugin from './plugins/security.plugin';
import swaggerPlugin from './plugins/swagger.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Set by the server on SIGTERM: /api/ready answers 503 from then on. */
    lifecycle: { draining: boolean };
  }
}

/** Builds the API (used by the server and by the tests through app.inject). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.headers["x-xsrf-token"]',
              'res.headers["set-cookie"]',
            ],
            serializers: { req: serializeRequest },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Opening PGlite and migrating can take well over Fastify's default 10 s on a busy machine.
    pluginTimeout: (config.pluginTimeoutSeconds ?? 120) * 1000,
    // While draining after SIGTERM, requests on open keep-alive connections are still served
    // (with Connection: close) instead of Fastify's 503 "server is closing".
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('lifecycle', { draining: false });

  try {
    await app.register(errorsPlugin);
    await app.register(inputGuardPlugin);
    await app.register(securityPlugin);
    await app.register(compressionPlugin);
    await app.register(dbPlugin);
    await app.register(mailPlugin);
    await app.register(readYourWritesPlugin);
    await app.register(authPlugin);
    await app.register(swaggerPlugin);
    // Each domain's plugin builds its services once and decorates the app with them (the
    // routes use those), and registers the handlers of its own job kinds.
    await app.register(rateLimitsPlugin);
    await app.register(idempotencyPlugin);
    await app.register(jobsPlugin);
    // The booking mails read the booking through the bookings module, which depends on notifications.
    await app.register(notificationsPlugin, { loadBookingDetails: findBookingDetailsWithSeries });
    await app.register(authServicePlugin);
    await app.register(settingsPlugin);
    await app.register(googleCalendarPlugin);
    await app.register(calendarsPlugin, { loadBookingDetails: findBookingDetailsWithSeries });
    await app.register(freeTimesCachePlugin);
    await app.register(schedulingPlugin);
    await app.register(availabilityPlugin);
    await app.register(outOfOfficePlugin);
    await app.register(eventTypesPlugin);
    await app.register(teamsPlugin);
    await app.register(bookingsPlugin);
    await app.register(webhooksPlugin);
    await app.register(apiKeysPlugin);
    await app.register(apiKeyAuthPlugin);
    await app.register(accountPlugin);
    await app.register(adminPlugin);

    await app.register(healthRoutes, { prefix: '/api' });
    await app.register(serverFeaturesRoutes, { prefix: '/api' });
    await app.register(authRoutes, { prefix: '/api/auth' });
    await app.register(accountSecurityRoutes, { prefix: '/api/auth' });
    await app.register(instanceRoutes, { prefix: '/api/instance' });
    await app.register(adminRoutes, { prefix: '/api/admin' });
    await app.register(availabilityRoutes, { prefix: '/api/availabilities' });
    await app.register(slotsRoutes, { prefix: '/api/slots' });
    await app.register(outOfOfficeRoutes, { prefix: '/api/out-of-office' });
    await app.register(eventTypesRoutes, { prefix: '/api/event-types' });
    await app.register(publicEventTypesRoutes, { prefix: '/api/public/event-types' });
    await app.register(publicProfileRoutes, { prefix: '/api/public/users' });
    await app.register(publicBookingRoutes, { prefix: '/api/public' });
    await app.register(publicTeamsRoutes, { prefix: '/api/public/teams' });
    await app.register(publicSingleUseLinksRoutes, { prefix: '/api/public/links' });
    await app.register(singleUseLinksRoutes, { prefix: '/api/single-use-links' });
    await app.register(publicBookingConfirmationsRoutes, { prefix: '/api/public/booking-confirmations' });
    await app.register(bookingsRoutes, { prefix: '/api/bookings' });
    // The bookings-list benchmark's yardstick; never served unless BENCH_ROUTES=true.
    if (config.benchRoutes) await app.register(bookingsBareRoutes, { prefix: '/api/bench' });
    await app.register(settingsRoutes, { prefix: '/api' });
    await app.register(accountRoutes, { prefix: '/api/account' });
    await app.register(teamsRoutes, { prefix: '/api/teams' });
    await app.register(googleCalendarRoutes, { prefix: '/api/integrations/google-calendar' });
    await app.register(caldavRoutes, { prefix: '/api/integrations/caldav' });
    await app.register(microsoftRoutes, { prefix: '/api/integrations/microsoft' });
    await app.register(writeCalendarRoutes, { prefix: '/api/integrations/calendars' });
    await app.register(apiKeysRoutes, { prefix: '/api/developers/api-keys' });
    await app.register(webhooksRoutes, { prefix: '/api/developers/webhooks' });
    await app.register(publicApiRoutes, { prefix: '/api/v1' });

    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
