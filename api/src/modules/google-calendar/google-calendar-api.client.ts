/** A Calendar API answer other than 2xx; `status` 401 means the access token is no good. */
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GoogleApiError';
  }
}

export interface CalendarEventInput {
  id?: string;
  summary: string;
  description: string;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  attendees: { email: string; displayName?: string }[];
  location?: string;
  conferenceData?: {
    createRequest: { requestId: string; conferenceSolutionKey: { type: 'hangoutsMeet' } };
  };
}

export interface CalendarEvent {
  id: string;
  hangoutLink?: string;
  conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] };
}

const TIMEOUT_MS = 10_000;

const calendarPath = (calendarId: string) => `/calendars/${encodeURIComponent(calendarId)}/events`;
/** Google answers at most this many calendars per free/busy query. */
const FREE_BUSY_MAX_ITEMS = 50;
/** A calendar list longer than this many pages is cut (250 calendars a page). */
const CALENDAR_LIST_MAX_PAGES = 8;

export interface CalendarListEntry {
  id: string;
  summary: string;
  accessRole: string;
  primary: boolean;
}

/** The few Calendar API v3 calls the sync needs ('primary' is the account's primary calendar). */
export class GoogleCalendarApi {
  constructor(private readonly baseUrl: string) {}

  private async call<T>(
    accessToken: string,
    method: string,
    path: string,
    body?: unknown,
    query: Record<string, string> = {},
  ): Promise<T | null> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new GoogleApiError(
        response.status,
        `Google Calendar ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`,
      );
    }
    if (response.status === 204) return null;
    return (await response.json()) as T;
  }

  /** Creates the event; conferenceDataVersion=1 lets a Meet createRequest through. */
  async insertEvent(
    accessToken: string,
    event: CalendarEventInput,
    calendarId = 'primary',
  ): Promise<CalendarEvent> {
    const created = await this.call<CalendarEvent>(accessToken, 'POST', calendarPath(calendarId), event, {
      conferenceDataVersion: '1',
      sendUpdates: 'none',
    });
    return created as CalendarEvent;
  }

  async patchEvent(
    accessToken: string,
    eventId: string,
    event: Partial<CalendarEventInput>,
    calendarId = 'primary',
  ): Promise<CalendarEvent> {
    const patched = await this.call<CalendarEvent>(
      accessToken,
      'PATCH',
      `${calendarPath(calendarId)}/${encodeURIComponent(eventId)}`,
      event,
      { conferenceDataVersion: '1', sendUpdates: 'none' },
    );
    return patched as CalendarEvent;
  }

  async deleteEvent(accessToken: string, eventId: string, calendarId = 'primary'): Promise<void> {
    await this.call(
      accessToken,
      'DELETE',
      `${calendarPath(calendarId)}/${encodeURIComponent(eventId)}`,
      undefined,
      {
        sendUpdates: 'none',
      },
    );
  }

  /**
   * Busy ranges of these calendars within [from, to), merged (asked 50 calendars a query, as
   * Google allows). A calendar Google answers with an error (gone, no access) adds nothing.
   */
  async freeBusy(
    accessToken: string,
    from: Date,
    to: Date,
    calendarIds: string[] = ['primary'],
  ): Promise<{ start: Date; end: Date }[]> {
    const chunks: string[][] = [];
    for (let i = 0; i < calendarIds.length; i += FREE_BUSY_MAX_ITEMS) {
      chunks.push(calendarIds.slice(i, i + FREE_BUSY_MAX_ITEMS));
    }
    const answers = await Promise.all(
      chunks.map((ids) =>
        this.call<{
          calendars?: Record<string, { busy?: { start: string; end: string }[] }>;
        }>(accessToken, 'POST', '/freeBusy', {
          timeMin: from.toISOString(),
          timeMax: to.toISOString(),
          items: ids.map((id) => ({ id })),
        }),
      ),
    );
    return answers
      .flatMap((answer) => Object.values(answer?.calendars ?? {}).flatMap((calendar) => calendar.busy ?? []))
      .map((range) => ({ start: new Date(range.start), end: new Date(range.end) }))
      .filter((range) => range.end.getTime() > range.start.getTime());
  }

  /** Every calendar of the account with the account's access role in it (calendarList). */
  async calendarList(accessToken: string): Promise<CalendarListEntry[]> {
    const entries: CalendarListEntry[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < CALENDAR_LIST_MAX_PAGES; page += 1) {
      const answer = await this.call<{
        items?: {
          id?: string;
          summary?: string;
          summaryOverride?: string;
          accessRole?: string;
          primary?: boolean;
          deleted?: boolean;
        }[];
        nextPageToken?: string;
      }>(accessToken, 'GET', '/users/me/calendarList', undefined, {
        maxResults: '250',
        ...(pageToken ? { pageToken } : {}),
      });
      for (const item of answer?.items ?? []) {
        if (!item.id || item.deleted) continue;
        entries.push({
          id: item.id,
          summary: (item.summaryOverride ?? item.summary ?? item.id).slice(0, 500),
          accessRole: item.accessRole ?? 'freeBusyReader',
          primary: item.primary === true,
        });
      }
      pageToken = answer?.nextPageToken;
      if (!pageToken) break;
    }
    return entries;
  }
}

/** The Meet link of an event: hangoutLink, else the video entry point. */
export function meetLinkOf(event: CalendarEvent): string | null {
  if (event.hangoutLink) return event.hangoutLink;
  const video = event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video');
  return video?.uri ?? null;
}
