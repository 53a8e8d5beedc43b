import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http-errors.util';
import { randomToken, safeEqual } from '../../lib/tokens.util';

export const REFRESH_COOKIE = 'refresh_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const GOOGLE_FLOW_COOKIE = 'google_oauth_flow';

/** The refresh cookie is only sent to the auth routes; the XSRF cookie is read by the front end. */
const REFRESH_PATH = '/api/auth';
export const GOOGLE_FLOW_PATH = '/api/auth/google';

const secure = (config: AppConfig) => config.publicUrl.startsWith('https:');

/** Sets the refresh cookie (httpOnly) and a fresh XSRF cookie (readable by scripts). */
export function setSessionCookies(reply: FastifyReply, config: AppConfig, refreshToken: string): void {
  const maxAge = config.refreshTokenTtlSeconds;
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
    path: REFRESH_PATH,
    maxAge,
  });
  reply.setCookie(XSRF_COOKIE, randomToken(24), {
    httpOnly: false,
    sameSite: 'lax',
    secure: secure(config),
    path: '/',
    maxAge,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
  });
  reply.clearCookie(XSRF_COOKIE, { path: '/', sameSite: 'lax', secure: secure(config) });
}

export function setGoogleFlowCookie(
  reply: FastifyReply,
  config: AppConfig,
  value: string,
  maxAge: number,
): void {
  // Lax: the provider's redirect back is a top-level GET navigation, which carries Lax cookies.
  reply.setCookie(GOOGLE_FLOW_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
    path: GOOGLE_FLOW_PATH,
    maxAge,
  });
}

export function clearGoogleFlowCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(GOOGLE_FLOW_COOKIE, {
    path: GOOGLE_FLOW_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
  });
}

export const XSRF_INVALID = 'Invalid or missing XSRF token';

/**
 * Cookie-authenticated calls (refresh, logout) must echo the XSRF cookie in X-XSRF-TOKEN:
 * another site can make the browser send cookies, but cannot read them.
 */
export function assertXsrf(request: FastifyRequest): void {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
    throw new HttpError(403, { message: XSRF_INVALID });
  }
}
