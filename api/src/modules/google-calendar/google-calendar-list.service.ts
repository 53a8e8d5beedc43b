import {
  calendarChoiceMessages,
  type GoogleCalendar,
} from '@slotwise/shared/contract/calendar-choices.contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, inTransaction } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import { dropChoicesOfCalendar } from '../calendar-choices/write-calendar-choices.repository';
import type { GoogleAccountsService } from './google-accounts.service';
import { findGoogleAccount, type GoogleAccountRow, listGoogleAccounts } from './google-calendar.repository';
import type { GoogleCalendarApi } from './google-calendar-api.client';
import {
  type GoogleCalendarRow,
  listAccountCalendars,
  replaceAccountCalendars,
  setGoogleCalendarChecked,
  WRITABLE_ROLES,
} from './google-calendar-list.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, { message: 'Google account not found' });

/** A calendar can take bookings when its role lets the account write and the grant allows events. */
export const isWritable = (calendar: GoogleCalendarRow, account: GoogleAccountRow) =>
  WRITABLE_ROLES.has(calendar.accessRole) && account.scopes.calendar_events;

export function toGoogleCalendar(calendar: GoogleCalendarRow, account: GoogleAccountRow): GoogleCalendar {
  return {
    id: calendar.id,
    account_id: calendar.accountId,
    name: calendar.summary,
    access_role: calendar.accessRole,
    primary: calendar.isPrimary,
    checked: calendar.checked,
    writable: isWritable(calendar, account),
  };
}

/** Every calendar of every Google account of a host (docs/calendars.md#which-calendars-count). */
export class GoogleCalendarList {
  constructor(
    private readonly deps: {
      db: Db;
      accounts: GoogleAccountsService;
      api: GoogleCalendarApi;
      log: FastifyBaseLogger;
      /** A host's checked calendars changed: their cached busy times go. */
      onChanged: (userId: string) => void;
    },
  ) {}

  /** Reads the account's calendar list from Google and stores it (throws when Google fails). */
  async sync(account: GoogleAccountRow): Promise<void> {
    const listed = await this.deps.accounts.read(account, (token) => this.deps.api.calendarList(token));
    await inTransaction(this.deps.db, async (tx) => {
      const gone = await replaceAccountCalendars(
        tx,
        account.id,
        listed.map((entry) => ({
          googleId: entry.id,
          summary: entry.summary,
          accessRole: entry.accessRole,
          primary: entry.primary,
        })),
      );
      for (const id of gone) await dropChoicesOfCalendar(tx, 'google', id);
    });
    this.deps.onChanged(account.userId);
  }

  /** Like sync, but a failure is logged: the stored list (or the primary calendar alone) stays. */
  async trySync(account: GoogleAccountRow): Promise<void> {
    await this.sync(account).catch((err: unknown) => {
      this.deps.log.warn(
        { err, accountId: account.id },
        'Google calendar list failed; keeping the stored one',
      );
    });
  }

  /** The account's calendars, read again from Google first. */
  async listOf(userId: string, accountId: string): Promise<GoogleCalendar[]> {
    if (!UUID.test(accountId)) throw notFound();
    const account = await findGoogleAccount(this.deps.db, userId, accountId);
    if (!account) throw notFound();
    await this.trySync(account);
    return (await listAccountCalendars(this.deps.db, [account.id])).map((row) =>
      toGoogleCalendar(row, account),
    );
  }

  async setChecked(
    userId: string,
    accountId: string,
    calendarId: string,
    checked: boolean,
  ): Promise<GoogleCalendar[]> {
    if (!UUID.test(accountId)) throw notFound();
    if (
      !UUID.test(calendarId) ||
      !(await setGoogleCalendarChecked(this.deps.db, userId, accountId, calendarId, checked))
    ) {
      throw new HttpError(404, { message: calendarChoiceMessages.calendarNotFound });
    }
    this.deps.onChanged(userId);
    const account = await findGoogleAccount(this.deps.db, userId, accountId);
    if (!account) throw notFound();
    return (await listAccountCalendars(this.deps.db, [account.id])).map((row) =>
      toGoogleCalendar(row, account),
    );
  }

  /**
   * Every stored calendar of the host's accounts, with its account. An account whose list was
   * never read (connected before lists were kept, or Google failed then) is read now.
   */
  async hostCalendars(hostId: string): Promise<{ calendar: GoogleCalendarRow; account: GoogleAccountRow }[]> {
    const accounts = await listGoogleAccounts(this.deps.db, hostId);
    let rows = await listAccountCalendars(
      this.deps.db,
      accounts.map((account) => account.id),
    );
    const unread = accounts.filter((account) => !rows.some((row) => row.accountId === account.id));
    if (unread.length > 0) {
      await Promise.all(unread.map((account) => this.trySync(account)));
      rows = await listAccountCalendars(
        this.deps.db,
        accounts.map((account) => account.id),
      );
    }
    const byId = new Map(accounts.map((account) => [account.id, account]));
    return rows.flatMap((calendar) => {
      const account = byId.get(calendar.accountId);
      return account ? [{ calendar, account }] : [];
    });
  }
}
