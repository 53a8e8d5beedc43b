import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyInput,
  type CreatedApiKey,
  developerMessages,
} from '@slotwise/shared/contract/developers.contract';
import type { Db } from '../../db/database';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import { assertEmailVerified } from '../users/users.service';
import {
  type ApiKeyRow,
  countLiveApiKeys,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
} from './api-keys.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_KEYS = 20;
/** Characters of the random part shown in lists (the rest is never shown again). */
const VISIBLE = 6;

/** SHA-256 is enough for a key of 192 random bits (no dictionary to try). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Personal API keys (docs/product.md#api-keys): shown once, stored hashed. */
export class ApiKeysService {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<ApiKey[]> {
    return (await listApiKeys(this.db, userId)).map(toApiKey);
  }

  async create(userId: string, input: ApiKeyInput, now = new Date()): Promise<CreatedApiKey> {
    await assertEmailVerified(this.db, userId); // docs/product.md#verified-e-mail-addresses
    const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw validationFailed({ expires_at: [developerMessages.expiryInPast] });
    }
    if ((await countLiveApiKeys(this.db, userId)) >= MAX_KEYS) {
      throw new HttpError(409, { message: developerMessages.tooManyKeys });
    }
    const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
    const row = await insertApiKey(this.db, {
      userId,
      name: input.name,
      prefix: key.slice(0, API_KEY_PREFIX.length + VISIBLE),
      keyHash: hashApiKey(key),
      expiresAt,
    });
    return { ...toApiKey(row), key };
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!UUID.test(id) || !(await revokeApiKey(this.db, userId, id))) {
      throw new HttpError(404, { message: developerMessages.keyNotFound });
    }
  }
}
