// Types of fake-google.mjs for the TypeScript tests that import it.
export interface FakeGoogleUser {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface FakeCalendarEvent {
  id: string;
  calendarId: string;
  status: string;
  summary?: string;
  description?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  attendees?: { email: string; displayName?: string }[];
  hangoutLink?: string;
  conferenceData?: { entryPoints?: { entryPointType: string; uri: string }[] };
  [key: string]: unknown;
}

/** A calendar of a user's calendarList besides their primary one. */
export interface FakeCalendar {
  id: string;
  summary: string;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
}

export interface FakeGoogle {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly issuer: string;
  readonly calendarApiUrl: string;
  user: FakeGoogleUser;
  grantedScope: string | null;
  denyNext: string | null;
  accessTokenTtlSeconds: number;
  events: FakeCalendarEvent[];
  busy: Record<string, { start: string; end: string }[]>;
  calendars: Record<string, FakeCalendar[]>;
  revoked: string[];
  grants: string[];
  calendarRequests: { method: string; path: string; status: number }[];
  /** A busy block in a calendar (a user's email is their primary calendar). */
  addBusy(calendarId: string, start: Date | string, end: Date | string): void;
  addCalendar(
    email: string,
    calendar: Omit<FakeCalendar, 'accessRole'> & { accessRole?: FakeCalendar['accessRole'] },
  ): void;
  calendarListOf(email: string): (FakeCalendar & { primary: boolean })[];
  failNext(count?: number, status?: number, match?: string | null): void;
  expireAccessTokens(): void;
  eventsOf(calendarId: string): FakeCalendarEvent[];
  reset(): void;
  env(): Record<
    'GOOGLE_ISSUER' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_CALENDAR_API_URL',
    string
  >;
  close(): Promise<void>;
}

export const fakeGoogleClient: { id: string; secret: string };

export function startFakeGoogle(options?: {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  accessTokenTtlSeconds?: number;
  user?: FakeGoogleUser;
}): Promise<FakeGoogle>;
