import fp from 'fastify-plugin';
import type { DbExecutor } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { SealedBox } from '../../lib/sealed-box.util';
import { WebhookHttpClient } from '../webhooks/webhook-http.client';
import { BOOKING_CALENDAR_EVENTS_JOB, bookingCalendarEventsHandler } from './booking-calendar-events';
import { CaldavClient } from './caldav.client';
import { CaldavCalendarProvider } from './caldav-calendar.provider';
import { CaldavConnections } from './caldav-connections.service';
import { CALDAV_SYNC_JOB, caldavSyncHandler } from './caldav-sync.job';
import { type BusyReadOptions, CalendarBusyCache } from './calendar-busy-cache.service';
import type { BusyTimeRange, CalendarProvider } from './calendar-provider';
import { GoogleCalendarProvider } from './google-calendar.provider';
import { MicrosoftCalendarProvider } from './microsoft-calendar.provider';
import { MicrosoftConnections } from './microsoft-connections.service';
import { MicrosoftGraphClient } from './microsoft-graph.client';
import { MicrosoftOAuthClient } from './microsoft-oauth.client';
import { MICROSOFT_SYNC_JOB, microsoftSyncHandler } from './microsoft-sync.job';

/** Where Microsoft sends the browser back after consent (register it as the app's redirect URI). */
export const MICROSOFT_CALLBACK_PATH = '/api/integrations/microsoft/callback';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every calendar provider of the hosts (docs/calendars.md), and the scheduler's busy source. */
    calendars: {
      providers: CalendarProvider[];
      caldav: CaldavConnections;
      microsoft: MicrosoftConnections;
      busySource: (
        hostId: string,
        from: Date,
        to: Date,
        options?: BusyReadOptions,
      ) => Promise<BusyTimeRange[]>;
      /** busySource of several hosts at once (a team type's free times), by host id. */
      busyOfHosts: (
        hostIds: string[],
        from: Date,
        to: Date,
        options?: BusyReadOptions,
      ) => Promise<Map<string, BusyTimeRange[]>>;
      /** The busy answers shared by every API process; invalidate a host's on changes. */
      busyCache: CalendarBusyCache;
    };
  }
}

export interface CalendarsOptions {
  /** Reads a booking as its .ics shows it (the bookings module owns that query and imports this one). */
  loadBookingDetails: (db: DbExecutor, bookingId: string) => Promise<BookingDetails | null>;
}

/** Builds the providers (Google as it was, CalDAV) and registers the CalDAV sync job. */
export default fp<CalendarsOptions>(
  async (app, options) => {
    const { config } = app;
    // The webhooks' outbound guard and its test allow-list (WEBHOOK_ALLOWED_NETWORKS), reused.
    const guard = new WebhookHttpClient({ allowedNetworks: config.webhookAllowedNetworks ?? [] });
    const client = new CaldavClient(guard, { timeoutMs: config.caldavTimeoutMs ?? 8000 });
    let busyCache: CalendarBusyCache | null = null;
    let invalidateConnections: (userId: string) => Promise<void> | undefined = async () => {};
    const caldav = new CaldavConnections({
      db: app.db,
      client,
      guard,
      seal: new SealedBox(config.encryptionKey, 'caldav-password'),
      limiter: app.rateLimiter,
      log: app.log,
      onChanged: (userId) => invalidateConnections(userId),
    });
    const providers: CalendarProvider[] = [
      new GoogleCalendarProvider(app.googleCalendar.calendarList, app.googleCalendar.busyTimes),
      new CaldavCalendarProvider({ db: app.db, connections: caldav, log: app.log }),
    ];
    // Microsoft 365 / Outlook.com (docs/calendars.md#microsoft-365-and-outlookcom).
    const microsoftTimeoutMs = config.microsoft?.timeoutMs ?? 8000;
    const graph = new MicrosoftGraphClient(
      config.microsoft?.graphUrl ?? 'https://graph.microsoft.com/v1.0',
      microsoftTimeoutMs,
    );
    const microsoft = new MicrosoftConnections({
      db: app.db,
      oauth: new MicrosoftOAuthClient(config.microsoft, `${config.publicUrl}${MICROSOFT_CALLBACK_PATH}`),
      graph,
      tokens: new SealedBox(config.encryptionKey, 'microsoft-calendar-tokens'),
      flows: new SealedBox(config.encryptionKey, 'microsoft-calendar-flow'),
      limiter: app.rateLimiter,
      log: app.log,
      publicUrl: config.publicUrl,
      onChanged: (userId) => invalidateConnections(userId),
    });
    providers.push(
      new MicrosoftCalendarProvider({
        db: app.db,
        connections: microsoft,
        graph,
        log: app.log,
        timeoutMs: microsoftTimeoutMs,
      }),
    );
    app.jobs.register(
      MICROSOFT_SYNC_JOB,
      microsoftSyncHandler({
        db: app.db,
        connections: microsoft,
        graph,
        publicUrl: config.publicUrl,
        loadBookingDetails: options.loadBookingDetails,
      }),
    );
    // A new booking's calendar events, when nobody waits for a link (enqueueNewBookingCalendarEvents).
    app.jobs.register(BOOKING_CALENDAR_EVENTS_JOB, bookingCalendarEventsHandler(app.db));
    app.jobs.register(
      CALDAV_SYNC_JOB,
      caldavSyncHandler({
        db: app.db,
        connections: caldav,
        publicUrl: config.publicUrl,
        loadBookingDetails: options.loadBookingDetails,
      }),
    );
    // A provider is waited for a little longer than one of its requests may take.
    const waitMs = Math.max(config.caldavTimeoutMs ?? 8000, microsoftTimeoutMs) + 1000;
    // Busy answers shared by every API process (docs/calendars.md#caching).
    busyCache = new CalendarBusyCache({
      db: app.db,
      providers,
      log: app.log,
      freshMs: (config.googleBusyCacheSeconds ?? 60) * 1000,
      waitMs,
    });
    const invalidate = (userId: string, reason: 'booking' | 'connections') =>
      busyCache
        ?.invalidateHost(userId, reason)
        .catch((err: unknown) => app.log.error({ err, userId }, 'busy cache not invalidated'));
    invalidateConnections = (userId) => invalidate(userId, 'connections');
    app.googleCalendar.accountsChangedListeners.push((userId) => void invalidate(userId, 'connections'));
    app.decorate('calendars', {
      providers,
      caldav,
      microsoft,
      busySource: busyCache.busySource,
      busyOfHosts: busyCache.busyOfHosts,
      busyCache,
    });
  },
  { name: 'calendars', dependencies: ['db', 'jobs', 'rate-limits', 'google-calendar'] },
);
