import { createHash } from 'node:crypto';
import {
  type MicrosoftConnection,
  microsoftConnectReturn,
  microsoftMessages,
} from '@slotwise/shared/contract/microsoft-calendars.contract';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { type Db, inTransaction } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import type { SealedBox } from '../../lib/sealed-box.util';
import { dropChoicesOfConnection } from '../calendar-choices/write-calendar-choices.repository';
import { type RateLimiter, tooManyRequests } from '../rate-limits/rate-limiter.service';
import {
  countConnections,
  deleteConnection,
  insertConnectState,
  listCalendarsOf,
  listConnections,
  lockConnection,
  type MicrosoftCalendarRow,
  type MicrosoftConnectionRow,
  recordConnectionState,
  setCalendarChecked,
  takeConnectState,
  updateTokens,
  upsertConnection,
} from './microsoft.repository';
import { GraphApiError, type MicrosoftGraphClient } from './microsoft-graph.client';
import {
  MicrosoftError,
  type MicrosoftOAuthClient,
  type MicrosoftTokens,
  microsoftErrorOf,
} from './microsoft-oauth.client';

export const MICROSOFT_FLOW_TTL_SECONDS = 10 * 60;
const MAX_CONNECTIONS = 10;
const CONNECT_ATTEMPTS_PER_HOUR = 20;
/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');
const notFound = () => new HttpError(404, { message: microsoftMessages.notFound });

function toConnection(row: MicrosoftConnectionRow, calendars: MicrosoftCalendarRow[]): MicrosoftConnection {
  const failing = row.lastError && (!row.lastSyncedAt || (row.lastErrorAt ?? 0) >= row.lastSyncedAt);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_error: failing ? row.lastError : null,
    last_error_at: failing ? (row.lastErrorAt?.toISOString() ?? null) : null,
    calendars: calendars
      .filter((calendar) => calendar.connectionId === row.id)
      .map((calendar) => ({
        id: calendar.id,
        name: calendar.name,
        checked: calendar.checked,
        writable: calendar.writable,
        is_default: calendar.isDefault,
      })),
  };
}

/**
 * The host's Microsoft 365 / Outlook.com connections: the OAuth flow (state and PKCE verifier in
 * the database, single use, 10 minutes), calendars to check, disconnect, and the sealed tokens'
 * upkeep with each connection's state (last synced, or the error Settings shows in words).
 */
export class MicrosoftConnections {
  constructor(
    private readonly deps: {
      db: Db;
      oauth: MicrosoftOAuthClient;
      graph: MicrosoftGraphClient;
      /** Seals the refresh and access tokens (ENCRYPTION_KEY, its own purpose). */
      tokens: SealedBox;
      /** Seals the PKCE verifier while the flow waits for Microsoft. */
      flows: SealedBox;
      limiter: RateLimiter;
      log: FastifyBaseLogger;
      publicUrl: string;
      /** The host's busy times changed meaning (calendars added, ticked or gone). */
      onChanged: (userId: string) => void;
    },
  ) {}

  get configured(): boolean {
    return this.deps.oauth.configured;
  }

  async list(userId: string): Promise<MicrosoftConnection[]> {
    const rows = await listConnections(this.deps.db, userId);
    const calendars = await listCalendarsOf(
      this.deps.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toConnection(row, calendars));
  }

  private async one(userId: string, id: string): Promise<MicrosoftConnection> {
    const found = (await this.list(userId)).find((connection) => connection.id === id);
    if (!found) throw notFound();
    return found;
  }

  /** Starts a connect flow: Microsoft's consent page URL, and the state the route binds to the browser. */
  async connect(userId: string): Promise<{ redirectUrl: string; state: string }> {
    if (!this.configured) throw new HttpError(503, { message: microsoftMessages.notConfigured });
    if ((await countConnections(this.deps.db, userId)) >= MAX_CONNECTIONS) {
      throw new HttpError(422, { message: microsoftMessages.tooMany });
    }
    const { refusedForSeconds } = await this.deps.limiter.hit([
      { key: `microsoft-connect:user:${userId}`, max: CONNECT_ATTEMPTS_PER_HOUR, windowSeconds: 3600 },
    ]);
    if (refusedForSeconds !== null)
      throw tooManyRequests(microsoftMessages.tooManyAttempts, refusedForSeconds);
    const flow = { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const redirectUrl = await this.deps.oauth.authorizationUrl(flow);
    await insertConnectState(this.deps.db, {
      stateHash: hashState(flow.state),
      userId,
      codeVerifierSealed: this.deps.flows.seal(flow.codeVerifier),
      expiresAt: new Date(Date.now() + MICROSOFT_FLOW_TTL_SECONDS * 1000),
    });
    return { redirectUrl, state: flow.state };
  }

  /**
   * Microsoft's redirect back: the state (taken, so it works once) must be one this server
   * started, unexpired, and the one this browser started. Answers where the browser goes next:
   * Settings > Integrations with `microsoft=connected|denied|failed` (never a code or token).
   */
  async finishConnect(query: Record<string, string>, browserState: string | undefined): Promise<string> {
    const back = (outcome: 'connected' | 'denied' | 'failed') =>
      `${this.deps.publicUrl}/dashboard/settings?tab=${microsoftConnectReturn.tab}&${microsoftConnectReturn.param}=${microsoftConnectReturn[outcome]}`;
    const state = query.state ?? '';
    const flow = state ? await takeConnectState(this.deps.db, hashState(state)) : null;
    if (query.error) return back(query.error === 'access_denied' ? 'denied' : 'failed');
    const codeVerifier = flow ? this.deps.flows.open<string>(flow.codeVerifierSealed) : null;
    if (
      !this.configured ||
      !flow ||
      !codeVerifier ||
      flow.expiresAt.getTime() < Date.now() ||
      browserState !== state
    ) {
      this.deps.log.warn(
        { known: Boolean(flow), sameBrowser: browserState === state },
        'Microsoft connect refused',
      );
      return back('failed');
    }
    try {
      const tokens = await this.deps.oauth.exchangeCode(query, { state, codeVerifier });
      const [me, calendars] = await Promise.all([
        this.deps.graph.me(tokens.accessToken),
        this.deps.graph.calendars(tokens.accessToken),
      ]);
      await inTransaction(this.deps.db, (tx) =>
        upsertConnection(
          tx,
          {
            userId: flow.userId,
            microsoftUserId: me.id,
            email: me.email,
            name: me.name,
            tokensSealed: this.deps.tokens.seal(tokens),
          },
          calendars.map((calendar) => ({
            graphId: calendar.id,
            name: calendar.name,
            writable: calendar.canEdit === true,
            isDefault: calendar.isDefaultCalendar === true,
          })),
        ),
      );
      this.deps.onChanged(flow.userId);
      return back('connected');
    } catch (err) {
      this.deps.log.warn({ err: microsoftErrorOf(err) }, 'Microsoft connect failed');
      return back('failed');
    }
  }

  async setChecked(userId: string, connectionId: string, calendarId: string, checked: boolean) {
    if (!(await setCalendarChecked(this.deps.db, userId, connectionId, calendarId, checked))) {
      throw new HttpError(404, { message: microsoftMessages.calendarNotFound });
    }
    this.deps.onChanged(userId);
    return this.one(userId, connectionId);
  }

  /**
   * Removes the connection, its calendars and the record of events written there (cascade), and
   * the host's default and the types' choices of its calendars; the sealed tokens go with the
   * row. onChanged drops its busy time. Events already written stay in the host's calendar.
   */
  async disconnect(userId: string, id: string): Promise<void> {
    const deleted = await inTransaction(this.deps.db, async (tx) => {
      if (!(await deleteConnection(tx, userId, id))) return false;
      // The default and the types' choices of its calendars fall back.
      await dropChoicesOfConnection(tx, 'microsoft', id);
      return true;
    });
    if (!deleted) throw notFound();
    this.deps.onChanged(userId);
  }

  /**
   * A valid access token: the stored one, or a refreshed one. The refresh runs with the row
   * locked, so processes that need one at once refresh once (the second reads the first's).
   */
  private async accessToken(connection: MicrosoftConnectionRow, force: boolean): Promise<string> {
    const stored = this.deps.tokens.open<MicrosoftTokens>(connection.tokensSealed);
    if (stored && !force && stored.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return stored.accessToken;
    return inTransaction(this.deps.db, async (tx) => {
      const row = await lockConnection(tx, connection.id);
      const current = row ? this.deps.tokens.open<MicrosoftTokens>(row.tokensSealed) : null;
      if (!row || !current) {
        throw new MicrosoftError(
          'consent_revoked',
          'the stored tokens cannot be opened (ENCRYPTION_KEY changed)',
        );
      }
      const refreshedMeanwhile = current.accessToken !== stored?.accessToken;
      if (refreshedMeanwhile && current.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return current.accessToken;
      const tokens = await this.deps.oauth.refresh(current.refreshToken);
      await updateTokens(tx, row.id, this.deps.tokens.seal(tokens));
      connection.tokensSealed = this.deps.tokens.seal(tokens);
      return tokens.accessToken;
    });
  }

  /**
   * Runs Graph calls with the connection's access token and records the outcome on it (last
   * synced, or the error in a word). A 401 gets one retry with a refreshed token; a refresh that
   * Microsoft refuses (consent revoked, password changed) is `consent_revoked`. Graph's 404 is
   * the caller's to read (an event already gone) and says nothing about the connection.
   */
  async withAccessToken<T>(
    connection: MicrosoftConnectionRow,
    work: (token: string) => Promise<T>,
  ): Promise<T> {
    try {
      let result: T;
      try {
        result = await work(await this.accessToken(connection, false));
      } catch (error) {
        if (!(error instanceof GraphApiError && error.status === 401)) throw error;
        result = await work(await this.accessToken(connection, true));
      }
      await recordConnectionState(this.deps.db, connection.id, { ok: true });
      return result;
    } catch (error) {
      if (error instanceof GraphApiError && error.status === 404) throw error;
      const failure =
        error instanceof GraphApiError
          ? new MicrosoftError(
              error.status === 401 || error.status === 403 ? 'consent_revoked' : 'server_error',
              error.message,
              {
                cause: error,
              },
            )
          : microsoftErrorOf(error);
      await recordConnectionState(this.deps.db, connection.id, { ok: false, error: failure.code });
      throw failure;
    }
  }

  /** Records a failure found outside a request (a read cut short). */
  recordFailure(connectionId: string, failure: MicrosoftError): Promise<void> {
    return recordConnectionState(this.deps.db, connectionId, { ok: false, error: failure.code });
  }
}
