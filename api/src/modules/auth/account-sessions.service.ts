import type { SessionsList } from '@slotwise/shared/contract/account-security.contract';
import { sessionMessages } from '@slotwise/shared/contract/account-security.contract';
import type { Db } from '../../db/database';
import { describeUserAgent } from '../../lib/client-info.util';
import { HttpError } from '../../lib/http-errors.util';
import { listApiKeys } from '../api-keys/api-keys.repository';
import { listLiveSessions, revokeSession, revokeSessionsOfUser } from './auth.repository';

/**
 * Settings → Security: the account's sessions and its API keys' last use
 * (docs/product.md#sessions). Ending a session refuses its refresh token and its access tokens at
 * once: both name the session, and both are checked against it on every use.
 */
export class AccountSessions {
  constructor(private readonly db: Db) {}

  async list(userId: string, currentSessionId: string | null): Promise<SessionsList> {
    const [sessions, keys] = await Promise.all([
      listLiveSessions(this.db, userId),
      listApiKeys(this.db, userId),
    ]);
    return {
      sessions: sessions.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        ip_prefix: row.ipPrefix,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      })),
      api_keys: keys.map((key) => ({
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        last_used_at: key.lastUsedAt?.toISOString() ?? null,
      })),
    };
  }

  async end(userId: string, sessionId: string): Promise<void> {
    // Another account's session id is "not found": nothing tells it exists.
    if (!(await revokeSession(this.db, userId, sessionId))) {
      throw new HttpError(404, { message: sessionMessages.notFound });
    }
  }

  async endOthers(userId: string, currentSessionId: string): Promise<void> {
    await revokeSessionsOfUser(this.db, userId, currentSessionId);
  }
}
