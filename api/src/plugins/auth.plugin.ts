import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from '../lib/http-errors.util';
import { userExists } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for bearer-protected routes: sets `request.userId` or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    userId: string | null;
  }
}

export const ACCESS_TOKEN_ISSUER = 'slotwise';
export const ACCESS_TOKEN_AUDIENCE = 'slotwise-api';

export interface AccessTokens {
  sign(userId: string): Promise<string>;
  /** The user id of a valid token, or null (bad signature, expired, wrong issuer...). */
  verify(token: string): Promise<string | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          // A token without an expiry would be valid forever; every token we sign has both.
          requiredClaims: ['exp', 'sub'],
        });
        return typeof payload.sub === 'string' && UUID.test(payload.sub) ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

/** Short-lived HS256 access tokens (jose), sent by the browser as `Authorization: Bearer`. */
export default fp(
  async (app) => {
    const tokens = createAccessTokens(app.config.jwtSecret, app.config.accessTokenTtlSeconds);
    app.decorate('accessTokens', tokens);
    app.decorateRequest('userId', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      const userId = match ? await tokens.verify(match[1]) : null;
      // A deleted account's tokens stop working at once (one primary-key lookup).
      if (!userId || !(await userExists(app.db, userId))) throw unauthenticated();
      request.userId = userId;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
