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
}
