import type { CalendarBusyTimes } from '../google-calendar/calendar-busy.service';
import type { GoogleAccountsService } from '../google-calendar/google-accounts.service';
import type { BusyConnection, BusyTimeRange, CalendarProvider, ProviderCalendar } from './calendar-provider';

/**
 * Google behind the provider seam, as it works today (adapted, not rewritten): the primary
 * calendar of the primary account is checked; events go to the linked account's primary calendar.
 */
export class GoogleCalendarProvider implements CalendarProvider {
  readonly kind = 'google' as const;

  constructor(
    private readonly accounts: GoogleAccountsService,
    private readonly busy: CalendarBusyTimes,
  ) {}

  async listCalendars(hostId: string): Promise<ProviderCalendar[]> {
    return (await this.accounts.list(hostId)).map((account) => ({
      id: account.id,
      connectionId: account.id,
      name: account.email,
      checked: account.is_primary,
      writable: account.scopes.calendar || account.scopes.calendar_events,
    }));
  }

  busyTimes(hostId: string, from: Date, to: Date): Promise<BusyTimeRange[]> {
    return this.busy.busySource(hostId, from, to);
  }

  busyConnections(hostId: string): Promise<BusyConnection[]> {
    return this.busy.busyConnections(hostId);
  }
}
