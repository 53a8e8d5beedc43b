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
  revoked: string[];
  grants: string[];
  calendarRequests: { method: string; path: string; status: number }[];
  addBusy(email: string, start: Date | string, end: Date | string): void;
  failNext(count?: number, status?: number, match?: string | null): void;
  expireAccessTokens(): void;
  eventsOf(email: string): FakeCalendarEvent[];
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
