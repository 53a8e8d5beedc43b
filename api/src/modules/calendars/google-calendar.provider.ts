import type { CalendarBusyTimes } from '../google-calendar/calendar-busy.service';
import type { GoogleCalendarList } from '../google-calendar/google-calendar-list.service';
import { isWritable } from '../google-calendar/google-calendar-list.service';
import type { BusyConnection, BusyTimeRange, CalendarProvider, ProviderCalendar } from './calendar-provider';

/**
 * Google behind the provider seam: every calendar of every connected account (calendarList);
 * the checked ones are read for busy time, one free/busy query per account, the accounts in
 * parallel; owner/writer calendars (with the events grant) may take bookings.
 */
export class GoogleCalendarProvider implements CalendarProvider {
  readonly kind = 'google' as const;

  constructor(
    private readonly calendars: GoogleCalendarList,
    private readonly busy: CalendarBusyTimes,
  ) {}

  async listCalendars(hostId: string): Promise<ProviderCalendar[]> {
    return (await this.calendars.hostCalendars(hostId)).map(({ calendar, account }) => ({
      id: calendar.id,
      connectionId: account.id,
      name: calendar.summary,
      checked: calendar.checked,
      writable: isWritable(calendar, account),
      account: account.email,
    }));
  }

  busyTimes(hostId: string, from: Date, to: Date): Promise<BusyTimeRange[]> {
    return this.busy.busySource(hostId, from, to);
  }

  busyConnections(hostId: string): Promise<BusyConnection[]> {
    return this.busy.busyConnections(hostId);
  }

  busyConnectionsOf(hostIds: string[]): Promise<Map<string, BusyConnection[]>> {
    return this.busy.busyConnectionsOf(hostIds);
  }
}
