import fp from 'fastify-plugin';
import { DEFAULT_CALENDAR_API_URL } from '../../config';
import { CalendarBusyTimes } from './calendar-busy.service';
import { CALENDAR_SYNC_JOB, calendarSyncHandler } from './calendar-sync.job';
import { GoogleAccountsService } from './google-accounts.service';
import { GoogleCalendarApi } from './google-calendar-api.client';
import { GoogleCalendarList } from './google-calendar-list.service';
import { GoogleOAuthClient } from './google-oauth.client';
import { GOOGLE_TOKEN_REVOKE_JOB, googleTokenRevokeHandler } from './google-token-revoke.job';

export const CALENDAR_CALLBACK_PATH = '/api/integrations/google-calendar/callback';

declare module 'fastify' {
  interface FastifyInstance {
    /** Google Calendar: the connected accounts, and the busy source of the scheduler. */
    googleCalendar: {
      accounts: GoogleAccountsService;
      busyTimes: CalendarBusyTimes;
      /** Every calendar of every account, and which of them count. */
      calendarList: GoogleCalendarList;
      /** Its `configured` says whether connecting can work here (GET /api/config). */
      oauth: GoogleOAuthClient;
    };
  }
}

/**
 * Builds the Google Calendar services and registers the sync job's handler. Without Google
 * configuration everything still loads: connecting answers "not configured", the rest is idle.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const oauth = new GoogleOAuthClient(config.google, `${config.publicUrl}${CALENDAR_CALLBACK_PATH}`);
    const api = new GoogleCalendarApi(config.google.calendarApiUrl ?? DEFAULT_CALENDAR_API_URL);
    let busyTimes: CalendarBusyTimes | null = null;
    let calendarList: GoogleCalendarList | null = null;
    const accounts = new GoogleAccountsService({
      db: app.db,
      config,
      oauth,
      log: app.log,
      onAccountsChanged: (userId) => busyTimes?.invalidateHost(userId),
      onAccountConnected: async (account) => calendarList?.trySync(account),
    });
    calendarList = new GoogleCalendarList({
      db: app.db,
      accounts,
      api,
      log: app.log,
      onChanged: (userId) => busyTimes?.invalidateHost(userId),
    });
    busyTimes = new CalendarBusyTimes({
      db: app.db,
      accounts,
      api,
      log: app.log,
      ttlMs: (config.googleBusyCacheSeconds ?? 60) * 1000,
    });
    app.jobs.register(
      CALENDAR_SYNC_JOB,
      calendarSyncHandler({ db: app.db, accounts, api, publicUrl: config.publicUrl, log: app.log }),
    );
    app.jobs.register(GOOGLE_TOKEN_REVOKE_JOB, googleTokenRevokeHandler(accounts));
    app.decorate('googleCalendar', { accounts, busyTimes, calendarList, oauth });
  },
  { name: 'google-calendar', dependencies: ['db', 'jobs'] },
);
