import {
  calendarQuery,
  createAccount,
  createCalendarObject,
  type DAVCalendar,
  deleteCalendarObject,
  fetchCalendars,
  getBasicAuthHeaders,
  updateCalendarObject,
} from 'tsdav';
import type { CaldavErrorCode } from '../../db/schema/caldav.schema';
import { AddressRefusedError, ResolveError, type WebhookHttpClient } from '../webhooks/webhook-http.client';
import { CaldavTimeoutError, guardedFetch } from './caldav-fetch';
import { writableFromPrivilegeSet } from './caldav-privileges';

export interface CaldavCredentials {
  serverUrl: string;
  username: string;
  password: string;
}

export interface DiscoveredCalendar {
  url: string;
  displayName: string;
  color: string | null;
  /** From the calendar's current-user-privilege-set (caldav-privileges.ts). */
  writable: boolean;
}

/** A CalDAV failure with the word the host sees (wrong password, unreachable, timeout...). */
export class CaldavError extends Error {
  constructor(
    readonly code: CaldavErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CaldavError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Any error of a CalDAV exchange, as a CaldavError. */
export function caldavErrorOf(error: unknown): CaldavError {
  if (error instanceof CaldavError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof AddressRefusedError) return new CaldavError('refused', message);
  if (error instanceof CaldavTimeoutError) return new CaldavError('timeout', message);
  if (error instanceof ResolveError) return new CaldavError('unreachable', message);
  const code = (error as { code?: string }).code;
  if (code && NETWORK_CODES.has(code)) return new CaldavError('unreachable', message);
  if (/401|Invalid credentials|Unauthorized/i.test(message))
    return new CaldavError('wrong_password', message);
  return new CaldavError('server_error', message);
}

function nameOf(calendar: DAVCalendar): string {
  const name = calendar.displayName;
  if (typeof name === 'string' && name.trim()) return name.trim().slice(0, 200);
  const last = decodeURIComponent(new URL(calendar.url).pathname.split('/').filter(Boolean).pop() ?? '');
  return last.slice(0, 200) || 'Calendar';
}

/**
 * The CalDAV calls Slotwise makes, through tsdav (RFC 4791 discovery, REPORTs, PUT/DELETE) over
 * the guarded fetch: every request goes to a public address (or WEBHOOK_ALLOWED_NETWORKS).
 */
export class CaldavClient {
  private readonly fetch: typeof fetch;

  constructor(guard: WebhookHttpClient, options: { timeoutMs: number }) {
    this.fetch = guardedFetch(guard, { timeoutMs: options.timeoutMs, maxResponseBytes: 20 * 1024 * 1024 });
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw caldavErrorOf(error);
    }
  }

  private headers(credentials: CaldavCredentials): Record<string, string> {
    return getBasicAuthHeaders({ username: credentials.username, password: credentials.password });
  }

  /** Discovery (well-known, principal, calendar-home-set), then the home's event calendars. */
  async discover(
    credentials: CaldavCredentials,
  ): Promise<{ homeUrl: string; calendars: DiscoveredCalendar[] }> {
    return this.call(async () => {
      const headers = this.headers(credentials);
      const account = await createAccount({
        account: { serverUrl: credentials.serverUrl, accountType: 'caldav' },
        headers,
        fetch: this.fetch,
      });
      if (!account.homeUrl) throw new CaldavError('server_error', 'no calendar-home-set');
      // tsdav's own props plus the user's privileges on each calendar, in the same PROPFIND.
      const calendars = await fetchCalendars({
        account,
        headers,
        fetch: this.fetch,
        props: {
          'c:calendar-description': {},
          'c:calendar-timezone': {},
          'd:displayname': {},
          'ca:calendar-color': {},
          'cs:getctag': {},
          'd:resourcetype': {},
          'c:supported-calendar-component-set': {},
          'd:sync-token': {},
          'd:current-user-privilege-set': {},
        },
        projectedProps: { currentUserPrivilegeSet: true },
      });
      return {
        homeUrl: account.homeUrl,
        calendars: calendars
          .filter((calendar) => !calendar.components || calendar.components.includes('VEVENT'))
          .map((calendar) => ({
            url: calendar.url,
            displayName: nameOf(calendar),
            color: typeof calendar.calendarColor === 'string' ? calendar.calendarColor.slice(0, 20) : null,
            writable: writableFromPrivilegeSet(calendar.projectedProps?.currentUserPrivilegeSet),
          })),
      };
    });
  }

  /** The iCalendar texts of the calendar's objects with an instance meeting [from, to). */
  async objectsIn(
    credentials: CaldavCredentials,
    calendarUrl: string,
    from: Date,
    to: Date,
  ): Promise<string[]> {
    return this.call(async () => {
      // One calendar-query REPORT asking for the objects' data too (RFC 4791 7.8): one round
      // trip, where tsdav's fetchCalendarObjects asks for the hrefs first, then a multiget.
      const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:.]/g, '')}Z`;
      const responses = await calendarQuery({
        url: calendarUrl,
        props: { 'd:getetag': {}, 'c:calendar-data': {} },
        filters: [
          {
            'comp-filter': {
              _attributes: { name: 'VCALENDAR' },
              'comp-filter': {
                _attributes: { name: 'VEVENT' },
                'time-range': { _attributes: { start: stamp(from), end: stamp(to) } },
              },
            },
          },
        ],
        depth: '1',
        headers: this.headers(credentials),
        fetch: this.fetch,
      });
      return responses
        .map((response) => {
          const data: unknown = response.props?.calendarData;
          if (typeof data === 'string') return data;
          const cdata = (data as { _cdata?: unknown } | undefined)?._cdata;
          return typeof cdata === 'string' ? cdata : '';
        })
        .filter(Boolean);
    });
  }

  /** PUTs the object at `href` (created or replaced): the same href for the booking's life. */
  async putObject(credentials: CaldavCredentials, href: string, ics: string, create: boolean): Promise<void> {
    await this.call(async () => {
      const response = create
        ? await createCalendarObject({
            calendar: { url: new URL('.', href).href },
            filename: decodeURIComponent(new URL(href).pathname.split('/').pop() ?? ''),
            iCalString: ics,
            headers: this.headers(credentials),
            fetch: this.fetch,
          })
        : await updateCalendarObject({
            calendarObject: { url: href, data: ics },
            headers: this.headers(credentials),
            fetch: this.fetch,
          });
      // 412 on create: an earlier attempt made it (its answer was lost); replace it.
      if (create && response.status === 412) return this.putObject(credentials, href, ics, false);
      if (!response.ok) throw new Error(`PUT ${href} answered ${response.status}`);
    });
  }

  /** Deletes the object; one already gone is fine. */
  async deleteObject(credentials: CaldavCredentials, href: string): Promise<void> {
    await this.call(async () => {
      const response = await deleteCalendarObject({
        calendarObject: { url: href },
        headers: this.headers(credentials),
        fetch: this.fetch,
      });
      if (!response.ok && response.status !== 404 && response.status !== 410) {
        throw new Error(`DELETE ${href} answered ${response.status}`);
      }
    });
  }
}
