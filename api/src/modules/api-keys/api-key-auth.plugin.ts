import { API_KEY_PREFIX } from '@slotwise/shared/contract/developers.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../lib/http-errors.util';
import { tooManyRequests, waitText } from '../rate-limits/rate-limiter.service';
import { findUsableApiKey, touchApiKey } from './api-keys.repository';
import { hashApiKey } from './api-keys.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of /api/v1 only: `Authorization: Bearer sw_live_...` -> `request.userId` and
     * `request.apiKeyId`, or 401 (unknown, revoked or expired key); then the key's rate limit (429).
     */
    authenticateApiKey: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    apiKeyId: string | null;
  }
}

export default fp(
  async (app) => {
    const limiter = app.rateLimiter;
    const limit = app.config.apiKeyRateLimit ?? { max: 120, windowSeconds: 60 };
    app.decorateRequest('apiKeyId', null);
    app.decorate('authenticateApiKey', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const key = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
      const found = key?.startsWith(API_KEY_PREFIX) ? await findUsableApiKey(app.db, hashApiKey(key)) : null;
      if (!found) throw unauthenticated();
      // Counted in the database: one limit per key across every replica.
      const { refusedForSeconds } = await limiter.hit([
        { key: `api-key:${found.id}`, max: limit.max, windowSeconds: limit.windowSeconds },
      ]);
      if (refusedForSeconds !== null) {
        throw tooManyRequests(
          `Too many requests. Please try again in ${waitText(refusedForSeconds)}.`,
          refusedForSeconds,
        );
      }
      await touchApiKey(app.db, found.id);
      request.userId = found.userId;
      request.apiKeyId = found.id;
    });
  },
  { name: 'api-key-auth', dependencies: ['db', 'rate-limits'] },
);
