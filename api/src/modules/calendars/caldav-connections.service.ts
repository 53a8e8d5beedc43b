import {
  APPLE_CALDAV_URL,
  type CaldavConnectInput,
  type CaldavConnection,
  caldavMessages,
} from '@slotwise/shared/contract/calendars.contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, inTransaction } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import type { SealedBox } from '../../lib/sealed-box.util';
import { dropChoicesOfConnection } from '../calendar-choices/write-calendar-choices.repository';
import { type RateLimiter, tooManyRequests } from '../rate-limits/rate-limiter.service';
import type { WebhookHttpClient } from '../webhooks/webhook-http.client';
import { type CaldavClient, type CaldavCredentials, CaldavError, caldavErrorOf } from './caldav.client';
import {
  type CaldavCalendarRow,
  type CaldavConnectionRow,
  countConnections,
  deleteConnection,
  findOwnEventType,
  findOwnWritableCalendar,
  findWriteCalendarId,
  insertConnection,
  listCalendarsOf,
  listConnections,
  recordConnectionState,
  setCalendarChecked,
  setWriteCalendar,
} from './caldav.repository';

const MAX_CONNECTIONS = 10;
/** Connect attempts per host and hour: each one makes requests to a server the host names. */
const CONNECT_ATTEMPTS_PER_HOUR = 20;

function toConnection(row: CaldavConnectionRow, calendars: CaldavCalendarRow[]): CaldavConnection {
  const failing = row.lastError && (!row.lastSyncedAt || (row.lastErrorAt ?? 0) >= row.lastSyncedAt);
  return {
    id: row.id,
    provider: row.provider,
    server_url: row.serverUrl,
    username: row.username,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_error: failing ? row.lastError : null,
    last_error_at: failing ? (row.lastErrorAt?.toISOString() ?? null) : null,
    calendars: calendars
      .filter((calendar) => calendar.connectionId === row.id)
      .map((calendar) => ({
        id: calendar.id,
        display_name: calendar.displayName,
        color: calendar.color,
        checked: calendar.checked,
        writable: calendar.writable,
      })),
  };
}

const notFound = () => new HttpError(404, { message: caldavMessages.notFound });

/** The host's CalDAV connections: connect with discovery, calendars to check, disconnect. */
export class CaldavConnections {
  constructor(
    private readonly deps: {
      db: Db;
      client: CaldavClient;
      guard: WebhookHttpClient;
      seal: SealedBox;
      limiter: RateLimiter;
      log: FastifyBaseLogger;
      /** The host's busy times changed meaning (calendars added, ticked or gone). */
      onChanged: (userId: string) => void;
    },
  ) {}

  async list(userId: string): Promise<CaldavConnection[]> {
    const rows = await listConnections(this.deps.db, userId);
    const calendars = await listCalendarsOf(
      this.deps.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toConnection(row, calendars));
  }

  private async one(userId: string, id: string): Promise<CaldavConnection> {
    const found = (await this.list(userId)).find((connection) => connection.id === id);
    if (!found) throw notFound();
    return found;
  }

  /** The server URL as typed (Apple's default when empty), checked before any request. */
  private serverUrlOf(input: CaldavConnectInput): URL {
    const typed = input.server_url || (input.provider === 'apple' ? APPLE_CALDAV_URL : '');
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
    } catch {
      throw new HttpError(422, {
        message: caldavMessages.invalidUrl,
        errors: { server_url: [caldavMessages.invalidUrl] },
      });
    }
    if (url.username || url.password || !this.deps.guard.schemeAllowed(url)) {
      throw new HttpError(422, {
        message: caldavMessages.invalidUrl,
        errors: { server_url: [caldavMessages.invalidUrl] },
      });
    }
    if (this.deps.guard.literalRefusal(url)) {
      throw new HttpError(422, {
        message: caldavMessages.refused,
        error: 'refused',
        errors: { server_url: [caldavMessages.refused] },
      });
    }
    return url;
  }

  /** Runs discovery with the credentials; only a server that answers with calendars is saved. */
  async connect(userId: string, input: CaldavConnectInput): Promise<CaldavConnection> {
    const serverUrl = this.serverUrlOf(input);
    if ((await countConnections(this.deps.db, userId)) >= MAX_CONNECTIONS) {
      throw new HttpError(422, { message: caldavMessages.tooMany });
    }
    const { refusedForSeconds } = await this.deps.limiter.hit([
      { key: `caldav-connect:user:${userId}`, max: CONNECT_ATTEMPTS_PER_HOUR, windowSeconds: 3600 },
    ]);
    if (refusedForSeconds !== null) {
      throw tooManyRequests('Too many connection attempts. Please try again later.', refusedForSeconds);
    }
    const credentials: CaldavCredentials = {
      serverUrl: serverUrl.href,
      username: input.username,
      password: input.password,
    };
    let discovered: Awaited<ReturnType<CaldavClient['discover']>>;
    try {
      discovered = await this.deps.client.discover(credentials);
    } catch (error) {
      const failure = caldavErrorOf(error);
      this.deps.log.info({ err: failure, userId }, 'CalDAV connect failed');
      const field = failure.code === 'wrong_password' ? 'password' : 'server_url';
      throw new HttpError(422, {
        message: caldavMessages[failure.code],
        error: failure.code,
        errors: { [field]: [caldavMessages[failure.code]] },
      });
    }
    if (discovered.calendars.length === 0) {
      throw new HttpError(422, {
        message: caldavMessages.server_error,
        error: 'server_error',
        errors: { server_url: [caldavMessages.server_error] },
      });
    }
    const row = await inTransaction(this.deps.db, (tx) =>
      insertConnection(
        tx,
        {
          userId,
          provider: input.provider,
          serverUrl: serverUrl.href,
          homeUrl: discovered.homeUrl,
          username: input.username,
          passwordSealed: this.deps.seal.seal(input.password),
          lastSyncedAt: new Date(),
        },
        discovered.calendars,
      ),
    );
    this.deps.onChanged(userId);
    return this.one(userId, row.id);
  }

  async setChecked(userId: string, connectionId: string, calendarId: string, checked: boolean) {
    if (!(await setCalendarChecked(this.deps.db, userId, connectionId, calendarId, checked))) {
      throw new HttpError(404, { message: caldavMessages.calendarNotFound });
    }
    this.deps.onChanged(userId);
    return this.one(userId, connectionId);
  }

  /**
   * Removes the connection, its calendars, the record of events written there and the event
   * types' choice of them (cascade); the sealed password goes with the row.
   */
  async disconnect(userId: string, id: string): Promise<void> {
    const deleted = await inTransaction(this.deps.db, async (tx) => {
      if (!(await deleteConnection(tx, userId, id))) return false;
      // The default and the types' choices of its calendars fall back.
      await dropChoicesOfConnection(tx, 'caldav', id);
      return true;
    });
    if (!deleted) throw notFound();
    this.deps.onChanged(userId);
  }

  async writeCalendar(userId: string, eventTypeId: string): Promise<string | null> {
    if (!(await findOwnEventType(this.deps.db, userId, eventTypeId))) {
      throw new HttpError(404, { message: caldavMessages.eventTypeNotFound });
    }
    return findWriteCalendarId(this.deps.db, eventTypeId);
  }

  async setWriteCalendar(
    userId: string,
    eventTypeId: string,
    calendarId: string | null,
  ): Promise<string | null> {
    if (!(await findOwnEventType(this.deps.db, userId, eventTypeId))) {
      throw new HttpError(404, { message: caldavMessages.eventTypeNotFound });
    }
    const calendar =
      calendarId === null ? null : await findOwnWritableCalendar(this.deps.db, userId, calendarId);
    if (calendarId !== null && !calendar) {
      throw new HttpError(404, { message: caldavMessages.calendarNotFound });
    }
    await setWriteCalendar(this.deps.db, eventTypeId, userId, calendar);
    return calendarId;
  }

  /**
   * Runs CalDAV calls with the connection's credentials and records the outcome on it (last
   * synced, or the error in a word the host reads in Settings).
   */
  async withClient<T>(
    connection: CaldavConnectionRow,
    work: (client: CaldavClient, credentials: CaldavCredentials) => Promise<T>,
  ): Promise<T> {
    const password = this.deps.seal.open<string>(connection.passwordSealed);
    if (password === null) {
      await recordConnectionState(this.deps.db, connection.id, { ok: false, error: 'wrong_password' });
      throw new CaldavError(
        'wrong_password',
        'the stored password cannot be opened (ENCRYPTION_KEY changed)',
      );
    }
    try {
      const result = await work(this.deps.client, {
        serverUrl: connection.serverUrl,
        username: connection.username,
        password,
      });
      await recordConnectionState(this.deps.db, connection.id, { ok: true });
      return result;
    } catch (error) {
      const failure = caldavErrorOf(error);
      await recordConnectionState(this.deps.db, connection.id, { ok: false, error: failure.code });
      throw failure;
    }
  }
}
