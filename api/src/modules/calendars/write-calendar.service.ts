import {
  calendarChoiceMessages,
  type WritableCalendar,
  type WriteCalendarChoice,
} from '@slotwise/shared/contract/calendar-choices.contract';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import {
  findEventTypeCalendar,
  findHostDefaultCalendar,
  type WriteCalendarChoice as StoredChoice,
  setEventTypeCalendar,
  setHostDefaultCalendar,
} from '../calendar-choices/write-calendar-choices.repository';
import { findOwnEventType } from './caldav.repository';
import type { CalendarProvider } from './calendar-provider';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const calendarNotFound = () => new HttpError(404, { message: calendarChoiceMessages.calendarNotFound });
const eventTypeNotFound = () => new HttpError(404, { message: calendarChoiceMessages.eventTypeNotFound });

const toContract = (choice: StoredChoice | null): WriteCalendarChoice | null =>
  choice
    ? { provider: choice.provider, connection_id: choice.connectionId, calendar_id: choice.calendarId }
    : null;

/**
 * Where bookings are written (docs/calendars.md#which-calendars-count): the host's default
 * calendar and each event type's choice, among the writable calendars of every provider. The
 * providers say which calendars exist, are the host's and are writable (ProviderCalendar).
 */
export class WriteCalendars {
  constructor(
    private readonly deps: {
      db: Db;
      providers: CalendarProvider[];
    },
  ) {}

  /** The host's writable calendars of every provider (a provider that fails lists none). */
  async writable(userId: string): Promise<WritableCalendar[]> {
    const lists = await Promise.all(
      this.deps.providers.map(async (provider) =>
        (await provider.listCalendars(userId).catch(() => []))
          .filter((calendar) => calendar.writable)
          .map((calendar) => ({
            provider: provider.kind,
            connection_id: calendar.connectionId,
            calendar_id: calendar.id,
            name: calendar.name,
            account: calendar.account ?? '',
          })),
      ),
    );
    return lists.flat();
  }

  async hostDefault(userId: string): Promise<WriteCalendarChoice | null> {
    return toContract(await findHostDefaultCalendar(this.deps.db, userId));
  }

  async setHostDefault(
    userId: string,
    choice: WriteCalendarChoice | null,
  ): Promise<WriteCalendarChoice | null> {
    const stored = choice ? await this.checked(userId, choice) : null;
    await setHostDefaultCalendar(this.deps.db, userId, stored);
    return toContract(stored);
  }

  async eventTypeCalendar(userId: string, eventTypeId: string): Promise<WriteCalendarChoice | null> {
    await this.ownEventType(userId, eventTypeId);
    const choice = await findEventTypeCalendar(this.deps.db, eventTypeId);
    if (!choice) return null;
    const { userId: _owner, ...rest } = choice;
    return toContract(rest);
  }

  async setEventTypeCalendar(
    userId: string,
    eventTypeId: string,
    choice: WriteCalendarChoice | null,
  ): Promise<WriteCalendarChoice | null> {
    await this.ownEventType(userId, eventTypeId);
    const stored = choice ? await this.checked(userId, choice) : null;
    await setEventTypeCalendar(this.deps.db, eventTypeId, userId, stored);
    return toContract(stored);
  }

  private async ownEventType(userId: string, eventTypeId: string): Promise<void> {
    if (!UUID.test(eventTypeId) || !(await findOwnEventType(this.deps.db, userId, eventTypeId))) {
      throw eventTypeNotFound();
    }
  }

  /** The choice as stored, once it names a writable calendar of the host's own (404 / 422 otherwise). */
  private async checked(userId: string, choice: WriteCalendarChoice): Promise<StoredChoice> {
    if (!UUID.test(choice.connection_id) || !UUID.test(choice.calendar_id)) throw calendarNotFound();
    const provider = this.deps.providers.find((candidate) => candidate.kind === choice.provider);
    if (!provider) throw calendarNotFound();
    const calendar = (await provider.listCalendars(userId)).find(
      (candidate) => candidate.id === choice.calendar_id && candidate.connectionId === choice.connection_id,
    );
    if (!calendar) throw calendarNotFound();
    if (!calendar.writable) {
      throw new HttpError(422, {
        message: calendarChoiceMessages.readOnly,
        errors: { calendar_id: [calendarChoiceMessages.readOnly] },
      });
    }
    return { provider: choice.provider, connectionId: choice.connection_id, calendarId: choice.calendar_id };
  }
}
