import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from '../lib/http-errors.util';
import { currentSessionWriteMark } from '../modules/users/user-write-marks.repository';
import { readAfterOf } from './read-your-writes.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for bearer-protected routes: sets `request.userId` or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    userId: string | null;
    /** The session (docs/product.md#sessions) of a bearer access token; null for API keys. */
    sessionId: string | null;
  }
}

export const ACCESS_TOKEN_ISSUER = 'slotwise';
export const ACCESS_TOKEN_AUDIENCE = 'slotwise-api';

/** Who a token names and which of the user's token versions it was signed under. */
export interface AccessTokenSubject {
  userId: string;
  tokenVersion: number;
  sessionId: string;
}

export interface AccessTokens {
  sign(userId: string, tokenVersion: number, sessionId: string): Promise<string>;
  /** The subject of a valid token, or null (bad signature, expired, wrong issuer...). */
  verify(token: string): Promise<AccessTokenSubject | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, tokenVersion, sessionId) =>
      new SignJWT({ ver: tokenVersion, sid: sessionId })
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
          requiredClaims: ['exp', 'sub', 'ver', 'sid'],
        });
        const { sub, ver, sid } = payload;
        if (typeof sub !== 'string' || !UUID.test(sub)) return null;
        if (typeof sid !== 'string' || !UUID.test(sid)) return null;
        if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return null;
        return { userId: sub, tokenVersion: ver, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The signed-in caller's id, set by app.authenticate (or app.authenticateApiKey). A route that
 * forgot its hook answers the usual 401 instead of running without a user.
 */
export function requireUserId(request: Pick<FastifyRequest, 'userId'>): string {
  if (request.userId === null) throw unauthenticated();
  return request.userId;
}

/** The signed-in caller's account and session: routes that need a session (not an API key). */
export function requireSession(request: Pick<FastifyRequest, 'userId' | 'sessionId'>): {
  userId: string;
  sessionId: string;
} {
  if (!request.userId || !request.sessionId) throw unauthenticated();
  return { userId: request.userId, sessionId: request.sessionId };
}

/** Short-lived HS256 access tokens (jose), sent by the browser as `Authorization: Bearer`. */
export default fp(
  async (app) => {
    const tokens = createAccessTokens(app.config.jwtSecret, app.config.accessTokenTtlSeconds);
    app.decorate('accessTokens', tokens);
    app.decorateRequest('userId', null);
    app.decorateRequest('sessionId', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      const subject = match ? await tokens.verify(match[1]) : null;
      // Two primary-key lookups in one statement: a deleted or disabled account's tokens, tokens
      // signed before its last "sign out everywhere" or password change
      // (docs/product.md#taking-credentials-back) and tokens of an ended session
      // (docs/product.md#sessions) stop working at once.
      // The same statement reads the user's write mark (read-your-writes.plugin.ts).
      const current = subject ? await currentSessionWriteMark(app.db, subject) : null;
      if (!subject || !current) {
        throw unauthenticated();
      }
      request.userId = subject.userId;
      request.sessionId = subject.sessionId;
      request.readAfterLsn = readAfterOf(current.lsn);
    });
  },
  { name: 'auth', dependencies: ['db', 'read-your-writes'] },
);
