import { MicrosoftError, microsoftErrorOf } from './microsoft-oauth.client';

/** Graph's answer to a failed request: its status and `error.code` (e.g. ErrorItemNotFound). */
export class GraphApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Microsoft Graph answered ${status} ${code}`);
    this.name = 'GraphApiError';
  }
}

export interface GraphCalendar {
  id: string;
  name: string;
  canEdit: boolean;
  isDefaultCalendar: boolean;
}

export interface GraphEventTimes {
  id: string;
  showAs?: string;
  isAllDay?: boolean;
  isCancelled?: boolean;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
}

export interface GraphEventInput {
  subject: string;
  body: { contentType: 'text'; content: string };
  start: { dateTime: string; timeZone: 'UTC' };
  end: { dateTime: string; timeZone: 'UTC' };
  location?: { displayName: string };
  attendees: { emailAddress: { address: string; name?: string }; type: 'required' }[];
  isOnlineMeeting?: boolean;
  onlineMeetingProvider?: 'teamsForBusiness';
  transactionId?: string;
}

export interface GraphEvent {
  id: string;
  onlineMeeting?: { joinUrl?: string | null } | null;
}

/** The most pages of one calendarView read: 50 x 500 events (a host's month rarely holds 1000). */
export const MAX_VIEW_PAGES = 50;
const PAGE_SIZE = 500;
const MAX_CALENDAR_PAGES = 10;

/**
 * Microsoft Graph v1.0 with plain fetch: the calendars, calendarView pages and events. Every
 * request is bounded in time; a page's @odata.nextLink is followed only on Graph's own origin
 * (the bearer token goes nowhere else).
 */
export class MicrosoftGraphClient {
  readonly #origin: string;

  constructor(
    private readonly graphUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.#origin = new URL(graphUrl).origin;
  }

  private async request<T>(
    token: string,
    url: string,
    init: { method?: string; body?: unknown; prefer?: string; deadline?: number } = {},
  ): Promise<T> {
    const remaining = init.deadline === undefined ? this.timeoutMs : init.deadline - Date.now();
    if (remaining <= 0) throw new MicrosoftError('timeout', 'Microsoft did not answer in time');
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.prefer ? { prefer: init.prefer } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'error',
        signal: AbortSignal.timeout(Math.min(remaining, this.timeoutMs)),
      });
    } catch (error) {
      throw microsoftErrorOf(error);
    }
    if (response.status === 204) return undefined as T;
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (response.ok) throw microsoftErrorOf(error);
    }
    if (!response.ok) {
      const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
      throw new GraphApiError(response.status, typeof code === 'string' ? code : 'unknown');
    }
    return body as T;
  }

  private url(path: string, query?: Record<string, string>): string {
    const url = new URL(`${this.graphUrl}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    return url.href;
  }

  private sameOrigin(link: string): boolean {
    try {
      return new URL(link).origin === this.#origin;
    } catch {
      return false;
    }
  }

  async me(token: string): Promise<{ id: string; email: string; name: string | null }> {
    const me = await this.request<{
      id?: string;
      mail?: string | null;
      userPrincipalName?: string;
      displayName?: string;
    }>(token, this.url('/me', { $select: 'id,displayName,mail,userPrincipalName' }));
    const email = me.mail || me.userPrincipalName;
    if (!me.id || !email) throw new MicrosoftError('server_error', 'Microsoft sent no account id or address');
    return { id: me.id, email, name: me.displayName?.trim() || null };
  }

  async calendars(token: string): Promise<GraphCalendar[]> {
    const calendars: GraphCalendar[] = [];
    let next: string | undefined = this.url('/me/calendars', {
      $select: 'id,name,canEdit,isDefaultCalendar',
      $top: '100',
    });
    for (let page = 0; next && page < MAX_CALENDAR_PAGES; page += 1) {
      const answer: { value?: GraphCalendar[]; '@odata.nextLink'?: string } = await this.request(token, next);
      calendars.push(...(answer.value ?? []));
      next = answer['@odata.nextLink'];
      if (next && !this.sameOrigin(next)) break;
    }
    return calendars;
  }

  /**
   * The events of a calendar overlapping [from, to), times in UTC, page by page. Stops at
   * MAX_VIEW_PAGES (`complete: false`) or at `deadline` (a timeout error).
   */
  async calendarView(
    token: string,
    calendarId: string,
    from: Date,
    to: Date,
    deadline: number,
  ): Promise<{ events: GraphEventTimes[]; complete: boolean }> {
    const events: GraphEventTimes[] = [];
    let next: string | undefined = this.url(`/me/calendars/${encodeURIComponent(calendarId)}/calendarView`, {
      startDateTime: from.toISOString(),
      endDateTime: to.toISOString(),
      $select: 'id,showAs,isAllDay,isCancelled,start,end',
      $orderby: 'start/dateTime',
      $top: String(PAGE_SIZE),
    });
    const prefer = `outlook.timezone="UTC", odata.maxpagesize=${PAGE_SIZE}`;
    for (let page = 0; next; page += 1) {
      if (page === MAX_VIEW_PAGES) return { events, complete: false };
      const answer: { value?: GraphEventTimes[]; '@odata.nextLink'?: string } = await this.request(
        token,
        next,
        {
          prefer,
          deadline,
        },
      );
      events.push(...(answer.value ?? []));
      next = answer['@odata.nextLink'];
      if (next && !this.sameOrigin(next))
        throw new MicrosoftError('server_error', 'Graph paged to another host');
    }
    return { events, complete: true };
  }

  createEvent(token: string, calendarId: string, event: GraphEventInput): Promise<GraphEvent> {
    return this.request(token, this.url(`/me/calendars/${encodeURIComponent(calendarId)}/events`), {
      method: 'POST',
      body: event,
      prefer: 'outlook.timezone="UTC"',
    });
  }

  updateEvent(token: string, eventId: string, event: Partial<GraphEventInput>): Promise<GraphEvent> {
    return this.request(token, this.url(`/me/events/${encodeURIComponent(eventId)}`), {
      method: 'PATCH',
      body: event,
      prefer: 'outlook.timezone="UTC"',
    });
  }

  async deleteEvent(token: string, eventId: string): Promise<void> {
    await this.request(token, this.url(`/me/events/${encodeURIComponent(eventId)}`), { method: 'DELETE' });
  }
}
