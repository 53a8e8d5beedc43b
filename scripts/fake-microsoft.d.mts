// Types of fake-microsoft.mjs for the TypeScript tests that import it.
export interface FakeMicrosoftUser {
  id: string;
  displayName: string;
  mail: string;
}

export interface FakeGraphCalendar {
  id: string;
  name: string;
  color: string;
  canEdit: boolean;
  isDefaultCalendar: boolean;
}

export interface FakeGraphEvent {
  id: string;
  calendarId: string;
  subject?: string;
  showAs: string;
  isAllDay?: boolean;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  attendees?: { emailAddress: { address: string; name?: string }; type?: string }[];
  isOnlineMeeting?: boolean;
  onlineMeetingProvider?: string;
  onlineMeeting?: { joinUrl: string } | null;
  transactionId?: string;
  [key: string]: unknown;
}

export interface FakeMicrosoft {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorityUrl: string;
  readonly graphUrl: string;
  tenant: string;
  user: FakeMicrosoftUser;
  denyNext: string | null;
  accessTokenTtlSeconds: number;
  maxPageSize: number;
  events: FakeGraphEvent[];
  grants: string[];
  graphRequests: { method: string; path: string; status: number }[];
  calendarsOf(userId?: string): FakeGraphCalendar[];
  addEvent(
    calendarId: string,
    event: {
      start: Date | string;
      end: Date | string;
      showAs?: string;
      isAllDay?: boolean;
      subject?: string;
      isCancelled?: boolean;
    },
  ): FakeGraphEvent;
  eventsIn(calendarId: string): FakeGraphEvent[];
  failNext(count?: number, status?: number, match?: string | null): void;
  hangNext(count?: number, match?: string | null): void;
  revokeConsent(userId?: string): void;
  expireAccessTokens(): void;
  reset(): void;
  env(): Record<
    | 'MICROSOFT_CLIENT_ID'
    | 'MICROSOFT_CLIENT_SECRET'
    | 'MICROSOFT_TENANT'
    | 'MICROSOFT_AUTHORITY_URL'
    | 'MICROSOFT_GRAPH_URL',
    string
  >;
  close(): Promise<void>;
}

export const fakeMicrosoftClient: { id: string; secret: string };

export function startFakeMicrosoft(options?: {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  accessTokenTtlSeconds?: number;
  maxPageSize?: number;
}): Promise<FakeMicrosoft>;
