import type { CaldavConnection } from '@slotwise/shared/contract/calendars.contract';
import type { GoogleAccountWithState } from '@slotwise/shared/contract/integrations.contract';
import { mockApi, type SentRequest } from '@slotwise/shared/testing/api-mock';
import { sampleSettings, sampleTimeZones } from './api-mock.testing';

export const workAccount: GoogleAccountWithState = {
  id: 'ga-1',
  name: 'Jane Work',
  email: 'jane.work@example.com',
  avatar: 'https://lh3.example.com/jane.png',
  is_primary: true,
  scopes: { calendar: true, calendar_events: true, profile: true, email: true, meet: true },
  last_synced_at: '2026-11-20T09:30:00.000Z',
  last_error: null,
  last_error_at: null,
};

export const homeAccount: GoogleAccountWithState = {
  id: 'ga-2',
  name: null,
  email: 'jane.home@example.com',
  avatar: null,
  is_primary: false,
  scopes: { calendar: false, calendar_events: true, profile: true, email: true, meet: false },
  last_synced_at: null,
  last_error: null,
  last_error_at: null,
};

type Reply = { status: number; data: unknown };
export type Overrides = Partial<Record<string, (request: SentRequest) => Reply | Promise<Reply>>>;

/**
 * A tiny integrations server behind the real endpoints: it keeps the accounts, so a list asked
 * for after a change shows it. Overrides answer `METHOD /url` instead.
 */
export function answerIntegrations(
  initial: GoogleAccountWithState[],
  overrides: Overrides = {},
  caldav: CaldavConnection[] = [],
) {
  let accounts = initial.map((account) => ({ ...account }));
  let connections = caldav.map((connection) => ({ ...connection, calendars: [...connection.calendars] }));
  const mock = mockApi((request) => {
    const key = `${request.method} ${request.url}`;
    const custom = overrides[key];
    if (custom) return custom(request);
    if (key === 'GET /api/config')
      return { status: 200, data: { data: { google_sign_in: true, google_calendar: true } } };
    if (key === 'GET /api/settings') return { status: 200, data: sampleSettings };
    if (key === 'GET /api/timezones') return { status: 200, data: sampleTimeZones };
    if (key === 'GET /api/integrations/google-calendar') return { status: 200, data: { accounts } };
    if (key === 'GET /api/integrations/google-calendar/connect') {
      return { status: 200, data: { redirect_url: 'https://accounts.example.com/o/oauth2/auth?state=s1' } };
    }
    const primary = key.match(/^POST \/api\/integrations\/google-calendar\/([^/]+)\/set-primary$/);
    if (primary) {
      accounts = accounts.map((account) => ({ ...account, is_primary: account.id === primary[1] }));
      return { status: 200, data: { accounts } };
    }
    const removal = key.match(/^DELETE \/api\/integrations\/google-calendar\/([^/]+)$/);
    if (removal) {
      accounts = accounts.filter((account) => account.id !== removal[1]);
      return { status: 204, data: null };
    }
    if (key === 'GET /api/integrations/caldav') return { status: 200, data: { data: connections } };
    const tick = key.match(/^PATCH \/api\/integrations\/caldav\/([^/]+)\/calendars\/([^/]+)$/);
    if (tick) {
      const { checked } = request.body as { checked: boolean };
      connections = connections.map((connection) =>
        connection.id === tick[1]
          ? {
              ...connection,
              calendars: connection.calendars.map((calendar) =>
                calendar.id === tick[2] ? { ...calendar, checked } : calendar,
              ),
            }
          : connection,
      );
      return { status: 200, data: { data: connections.find((connection) => connection.id === tick[1]) } };
    }
    const unlink = key.match(/^DELETE \/api\/integrations\/caldav\/([^/]+)$/);
    if (unlink) {
      connections = connections.filter((connection) => connection.id !== unlink[1]);
      return { status: 204, data: null };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
  return {
    ...mock,
    /** What the server holds now (for example an account connected in another tab). */
    setAccounts: (next: GoogleAccountWithState[]) => {
      accounts = next;
    },
    accountListRequests: () =>
      mock.sent.filter(
        (request) => request.method === 'GET' && request.url === '/api/integrations/google-calendar',
      ).length,
  };
}
