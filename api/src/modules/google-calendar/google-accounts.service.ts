import { createHash } from 'node:crypto';
import {
  calendarConnectReturn,
  type GoogleAccount,
  type GoogleAccountWithState,
  integrationMessages,
} from '@slotwise/shared/contract/integrations.contract';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config';
import { type Db, inTransaction } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import { SealedBox } from '../../lib/sealed-box.util';
import { dropChoicesOfConnection } from '../calendar-choices/write-calendar-choices.repository';
import { googleErrorCodeOf } from './google-account-state';
import {
  deleteGoogleAccount,
  findGoogleAccount,
  type GoogleAccountRow,
  insertConnectState,
  listGoogleAccounts,
  lockHostAccounts,
  recordGoogleAccountState,
  setPrimaryGoogleAccount,
  takeConnectState,
  unlinkEventTypes,
  updateGoogleTokens,
  upsertGoogleAccount,
} from './google-calendar.repository';
import { GoogleApiError } from './google-calendar-api.client';
import { type GoogleOAuthClient, GoogleOAuthError, type GoogleTokens } from './google-oauth.client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CONNECT_FLOW_TTL_SECONDS = 10 * 60;
/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;
const GOOGLE_SCOPE = 'https://www.googleapis.com/auth';

const notFound = () => new HttpError(404, { message: integrationMessages.notFound });
const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

/** The scope flags of the contract, from the scopes Google says were granted. */
export function scopeFlags(scope: string): GoogleAccount['scopes'] {
  const granted = new Set(scope.split(/\s+/).filter(Boolean));
  const has = (...names: string[]) => names.some((name) => granted.has(name));
  const full = has(`${GOOGLE_SCOPE}/calendar`);
  const events = full || has(`${GOOGLE_SCOPE}/calendar.events`);
  const read = full || has(`${GOOGLE_SCOPE}/calendar.readonly`);
  return {
    calendar: full || (events && read),
    calendar_events: events,
    profile: has('profile', `${GOOGLE_SCOPE}/userinfo.profile`),
    email: has('email', `${GOOGLE_SCOPE}/userinfo.email`),
    // Meet links are created through calendar events (conferenceData).
    meet: events,
  };
}

/** The account as responses show it: never a token. */
export function toGoogleAccount(row: GoogleAccountRow): GoogleAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    is_primary: row.isPrimary,
    scopes: row.scopes,
  };
}

/** The account as Settings lists it: with its state (the last read, or its failure in a word). */
export function toGoogleAccountWithState(row: GoogleAccountRow): GoogleAccountWithState {
  const failing = row.lastError && (!row.lastSyncedAt || (row.lastErrorAt ?? 0) >= row.lastSyncedAt);
  return {
    ...toGoogleAccount(row),
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_error: failing ? row.lastError : null,
    last_error_at: failing ? (row.lastErrorAt?.toISOString() ?? null) : null,
  };
}

export interface GoogleAccountsDeps {
  db: Db;
  config: AppConfig;
  oauth: GoogleOAuthClient;
  log: FastifyBaseLogger;
  /** Called when a host's primary account may have changed (drops cached busy times). */
  onAccountsChanged?: (userId: string) => void;
  /** Called after an account was connected (again): reads its calendar list; must not throw. */
  onAccountConnected?: (account: GoogleAccountRow) => Promise<void>;
}

/** Connecting, listing, disconnecting and choosing the primary Google account; token upkeep. */
export class GoogleAccountsService {
  readonly #tokens: SealedBox;
  readonly #flows: SealedBox;

  constructor(private readonly deps: GoogleAccountsDeps) {
    this.#tokens = new SealedBox(deps.config.encryptionKey, 'google-calendar-tokens');
    this.#flows = new SealedBox(deps.config.encryptionKey, 'google-calendar-flow');
  }

  /**
   * Starts a connect flow for the host: a single-use state stored for 10 minutes, PKCE and
   * nonce. Also returns the state, which the route binds to the browser in a cookie.
   */
  async connect(userId: string): Promise<{ redirectUrl: string; state: string }> {
    if (!this.deps.oauth.configured) {
      throw new HttpError(503, { message: integrationMessages.notConfigured });
    }
    const flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    let redirectUrl: string;
    try {
      redirectUrl = await this.deps.oauth.authorizationUrl(flow);
    } catch (err) {
      this.deps.log.error({ err }, 'Google discovery failed');
      throw new HttpError(503, { message: integrationMessages.connectFailed });
    }
    await insertConnectState(this.deps.db, {
      stateHash: hashState(flow.state),
      userId,
      codeVerifierSealed: this.#flows.seal(flow.codeVerifier),
      nonce: flow.nonce,
      expiresAt: new Date(Date.now() + CONNECT_FLOW_TTL_SECONDS * 1000),
    });
    return { redirectUrl, state: flow.state };
  }

  /**
   * Google's redirect back: identifies the host by the state (which must also be the one this
   * browser started), stores the account, and answers where the browser goes next.
   */
  async finishConnect(query: Record<string, string>, browserState: string | undefined): Promise<string> {
    const back = (key: 'message' | 'error', text: string) => {
      const params =
        key === 'message'
          ? `success=${calendarConnectReturn.success}&message=${encodeURIComponent(text)}`
          : `error=${encodeURIComponent(text)}`;
      return `${this.deps.config.publicUrl}/dashboard/settings?tab=${calendarConnectReturn.tab}&${params}`;
    };
    const state = query.state ?? '';
    // Taken whatever happens next: a state works once.
    const flow = state ? await takeConnectState(this.deps.db, hashState(state)) : null;
    if (query.error) {
      return back(
        'error',
        query.error === 'access_denied'
          ? integrationMessages.accessDenied
          : integrationMessages.connectFailed,
      );
    }
    if (!this.deps.oauth.configured) return back('error', integrationMessages.notConfigured);
    const codeVerifier = flow ? this.#flows.open<string>(flow.codeVerifierSealed) : null;
    if (!flow || !codeVerifier || flow.expiresAt.getTime() < Date.now() || browserState !== state) {
      this.deps.log.warn(
        { known: Boolean(flow), sameBrowser: browserState === state },
        'calendar connect refused',
      );
      return back('error', integrationMessages.connectFailed);
    }
    try {
      const { tokens, profile } = await this.deps.oauth.exchangeCode(query, {
        state,
        nonce: flow.nonce,
        codeVerifier,
      });
      if (!profile.email) throw new GoogleOAuthError('Google sent no email address', 'invalid');
      const email = profile.email;
      const account = await inTransaction(this.deps.db, async (tx) => {
        await lockHostAccounts(tx, flow.userId);
        const existing = await listGoogleAccounts(tx, flow.userId);
        return upsertGoogleAccount(tx, {
          userId: flow.userId,
          googleSubject: profile.subject,
          email,
          name: profile.name,
          avatar: profile.picture,
          scopes: scopeFlags(tokens.scope),
          ...this.sealTokens(tokens),
          // The first account becomes the primary one.
          isPrimary: !existing.some((account) => account.isPrimary),
        });
      });
      await this.deps.onAccountConnected?.(account);
      this.deps.onAccountsChanged?.(flow.userId);
      return back('message', integrationMessages.connected);
    } catch (err) {
      this.deps.log.warn({ err }, 'calendar connect failed');
      return back('error', integrationMessages.connectFailed);
    }
  }

  async list(userId: string): Promise<GoogleAccountWithState[]> {
    return (await listGoogleAccounts(this.deps.db, userId)).map(toGoogleAccountWithState);
  }

  /**
   * Removes the account: its event types no longer sync, the oldest remaining account becomes
   * primary if it was, and its grant is revoked at Google (best effort: a failure is logged).
   */
  async disconnect(userId: string, id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound();
    const removed = await inTransaction(this.deps.db, async (tx) => {
      await lockHostAccounts(tx, userId);
      if (!(await findGoogleAccount(tx, userId, id))) return null;
      await unlinkEventTypes(tx, id);
      // Its calendars go with the row; the default and the types' choices of them fall back.
      await dropChoicesOfConnection(tx, 'google', id);
      const row = await deleteGoogleAccount(tx, userId, id);
      if (row?.isPrimary) {
        const [oldest] = await listGoogleAccounts(tx, userId);
        if (oldest) await setPrimaryGoogleAccount(tx, userId, oldest.id);
      }
      return row;
    });
    if (!removed) throw notFound();
    this.deps.onAccountsChanged?.(userId);
    const token = this.openToken(removed.refreshTokenSealed) ?? this.openToken(removed.accessTokenSealed);
    if (token && this.deps.oauth.configured) {
      await this.deps.oauth.revoke(token).catch((err: unknown) => {
        this.deps.log.warn({ err, accountId: removed.id }, 'Google token revocation failed');
      });
    }
  }

  /**
   * Revokes a stored (sealed) token at Google; throws when Google refuses or cannot be reached, so
   * the revoke job retries. Without Google configuration no token was ever issued to revoke.
   */
  async revokeSealed(sealed: string): Promise<void> {
    const token = this.openToken(sealed);
    if (!token || !this.deps.oauth.configured) return;
    await this.deps.oauth.revoke(token);
  }

  async setPrimary(userId: string, id: string): Promise<GoogleAccountWithState[]> {
    if (!UUID.test(id)) throw notFound();
    const accounts = await inTransaction(this.deps.db, async (tx) => {
      await lockHostAccounts(tx, userId);
      if (!(await findGoogleAccount(tx, userId, id))) return null;
      await setPrimaryGoogleAccount(tx, userId, id);
      return listGoogleAccounts(tx, userId);
    });
    if (!accounts) throw notFound();
    this.deps.onAccountsChanged?.(userId);
    return accounts.map(toGoogleAccountWithState);
  }

  /**
   * Runs `work` with a valid access token of the account: refreshed first when expired, and
   * once more when Google answers 401 (revoked or expired early).
   */
  async withAccessToken<T>(account: GoogleAccountRow, work: (accessToken: string) => Promise<T>): Promise<T> {
    const expired =
      account.tokenExpiresAt !== null && account.tokenExpiresAt.getTime() - EXPIRY_MARGIN_MS <= Date.now();
    const current = expired ? null : this.openToken(account.accessTokenSealed);
    try {
      return await work(current ?? (await this.refresh(account)));
    } catch (error) {
      if (current && error instanceof GoogleApiError && error.status === 401) {
        return work(await this.refresh(account));
      }
      throw error;
    }
  }

  /**
   * A read of the account (free/busy, the calendar list) through withAccessToken, whose outcome
   * is the account's state in Settings (docs/calendars.md#connection-state): a success records
   * the time and clears the error, a failure records its code and is thrown on. Writing events
   * does not go through here: an event already gone says nothing about the connection.
   */
  async read<T>(account: GoogleAccountRow, work: (accessToken: string) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await this.withAccessToken(account, work);
    } catch (error) {
      await this.record(account.id, { ok: false, error: googleErrorCodeOf(error) });
      throw error;
    }
    await this.record(account.id, { ok: true });
    return result;
  }

  /** Recording the state must not turn Google's answer into a failure (nor hide Google's error). */
  private async record(id: string, state: Parameters<typeof recordGoogleAccountState>[2]): Promise<void> {
    await recordGoogleAccountState(this.deps.db, id, state).catch((err: unknown) => {
      this.deps.log.error({ err, accountId: id }, 'Google account state not recorded');
    });
  }

  private async refresh(account: GoogleAccountRow): Promise<string> {
    const refreshToken = this.openToken(account.refreshTokenSealed);
    if (!refreshToken) throw new GoogleOAuthError('No refresh token for this Google account', 'invalid');
    const tokens = await this.deps.oauth.refresh(refreshToken);
    await updateGoogleTokens(this.deps.db, account.id, this.sealTokens(tokens));
    return tokens.accessToken;
  }

  private sealTokens(tokens: GoogleTokens) {
    return {
      accessTokenSealed: this.#tokens.seal(tokens.accessToken),
      refreshTokenSealed: tokens.refreshToken ? this.#tokens.seal(tokens.refreshToken) : undefined,
      tokenExpiresAt: tokens.expiresAt,
    };
  }

  private openToken(sealed: string | null): string | null {
    return sealed ? this.#tokens.open<string>(sealed) : null;
  }
}
