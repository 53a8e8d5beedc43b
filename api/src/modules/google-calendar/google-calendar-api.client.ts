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

/** The few Calendar API v3 calls the sync needs, on the host's primary calendar. */
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
  async insertEvent(accessToken: string, event: CalendarEventInput): Promise<CalendarEvent> {
    const created = await this.call<CalendarEvent>(accessToken, 'POST', '/calendars/primary/events', event, {
      conferenceDataVersion: '1',
      sendUpdates: 'none',
    });
    return created as CalendarEvent;
  }

  async patchEvent(
    accessToken: string,
    eventId: string,
    event: Partial<CalendarEventInput>,
  ): Promise<CalendarEvent> {
    const patched = await this.call<CalendarEvent>(
      accessToken,
      'PATCH',
      `/calendars/primary/events/${encodeURIComponent(eventId)}`,
      event,
      { conferenceDataVersion: '1', sendUpdates: 'none' },
    );
    return patched as CalendarEvent;
  }

  async deleteEvent(accessToken: string, eventId: string): Promise<void> {
    await this.call(
      accessToken,
      'DELETE',
      `/calendars/primary/events/${encodeURIComponent(eventId)}`,
      undefined,
      {
        sendUpdates: 'none',
      },
    );
  }

  /** Busy ranges of the primary calendar within [from, to). */
  async freeBusy(accessToken: string, from: Date, to: Date): Promise<{ start: Date; end: Date }[]> {
    const answer = await this.call<{
      calendars?: Record<string, { busy?: { start: string; end: string }[] }>;
    }>(accessToken, 'POST', '/freeBusy', {
      timeMin: from.toISOString(),
      timeMax: to.toISOString(),
      items: [{ id: 'primary' }],
    });
    const busy = answer?.calendars?.primary?.busy ?? [];
    return busy
      .map((range) => ({ start: new Date(range.start), end: new Date(range.end) }))
      .filter((range) => range.end.getTime() > range.start.getTime());
  }
}

/** The Meet link of an event: hangoutLink, else the video entry point. */
export function meetLinkOf(event: CalendarEvent): string | null {
  if (event.hangoutLink) return event.hangoutLink;
  const video = event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video');
  return video?.uri ?? null;
}
