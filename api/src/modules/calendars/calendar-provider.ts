export interface BusyTimeRange {
  start: Date;
  end: Date;
}

/** A calendar of a connection, as Settings and the event type's "write to" choice list it. */
export interface ProviderCalendar {
  id: string;
  connectionId: string;
  name: string;
  /** Its busy time blocks the host's free times. */
  checked: boolean;
  /** Bookings may be written to it (never offered, and refused, when false). */
  writable: boolean;
  /** The account it belongs to as the host knows it (an email, a username), for choice lists. */
  account?: string;
}

/**
 * One connection's busy time, as the shared busy cache asks it (docs/calendars.md#caching):
 * each connection is cached, refreshed and failing alone.
 */
export interface BusyConnection {
  /** The connection's id, stable while it exists (part of the cache key). */
  id: string;
  /**
   * Busy ranges of its checked calendars within [from, to), without Slotwise's own bookings.
   * Rejects when the provider cannot be reached or refuses (the cache then applies its rule).
   */
  busyTimes(from: Date, to: Date): Promise<BusyTimeRange[]>;
}

/**
 * The seam every calendar provider sits behind (docs/calendars.md#providers): Google today,
 * CalDAV, Microsoft Graph next. Free times ask every provider in parallel. Writing the booking's
 * event (create, move, delete) is each provider's durable job, queued in the booking's
 * transaction by enqueueBookingCalendarEvents (booking-calendar-events.ts): a new provider adds
 * its enqueue call there and its job handler in its plugin.
 */
export interface CalendarProvider {
  readonly kind: 'google' | 'caldav' | 'microsoft';
  /** The host's calendars of this provider, of every connection. */
  listCalendars(hostId: string): Promise<ProviderCalendar[]>;
  /**
   * Busy ranges of the host's checked calendars within [from, to), without Slotwise's own
   * bookings (the scheduler counts those). May reject; the caller bounds the wait.
   */
  busyTimes(hostId: string, from: Date, to: Date): Promise<BusyTimeRange[]>;
  /**
   * The host's connections that have checked calendars, each asked alone by the shared busy
   * cache (calendar-busy-cache.service.ts). A provider without it is one source, `busyTimes`.
   */
  busyConnections?(hostId: string): Promise<BusyConnection[]>;
  /** busyConnections of several hosts at once (a team type's free times read them in one statement). */
  busyConnectionsOf?(hostIds: string[]): Promise<Map<string, BusyConnection[]>>;
}
