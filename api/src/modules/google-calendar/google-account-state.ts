import type { GoogleAccountErrorCode } from '@slotwise/shared/contract/integrations.contract';
import * as oidc from 'openid-client';
import { GoogleApiError } from './google-calendar-api.client';
import { GoogleOAuthError } from './google-oauth.client';

/** Google's 403 reasons that mean "slow down", not "no access" (Calendar API usage limits). */
const RATE_LIMITED = /rateLimitExceeded|userRateLimitExceeded|quotaExceeded|usageLimits/i;

/** The error and its causes, outermost first (a refresh failure wraps openid-client's). */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && chain.length < 5 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const hasSocketCode = (cause: unknown) =>
  typeof (cause as { code?: unknown } | null)?.code === 'string' &&
  /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test((cause as { code: string }).code);

/**
 * The code Settings shows in words for a failed read of a Google account
 * (docs/calendars.md#connection-state): a refused token or a revoked consent, Google not
 * reachable, no answer in time, or Google's own error.
 */
export function googleErrorCodeOf(error: unknown): GoogleAccountErrorCode {
  const chain = chainOf(error);
  for (const link of chain) {
    const name = (link as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  }
  for (const link of chain) {
    if (link instanceof GoogleApiError) {
      if (link.status === 401) return 'consent_revoked';
      if (link.status === 403 && !RATE_LIMITED.test(link.message)) return 'consent_revoked';
      return 'server_error';
    }
    if (link instanceof oidc.ResponseBodyError) {
      // The refresh token no longer works: revoked, expired, or the password changed.
      return link.error === 'invalid_grant' || link.error === 'unauthorized_client'
        ? 'consent_revoked'
        : 'server_error';
    }
    // fetch() could not connect (DNS, refused, reset): undici's TypeError, not any TypeError.
    if (link instanceof TypeError && (link.message === 'fetch failed' || hasSocketCode(link.cause))) {
      return 'unreachable';
    }
  }
  const outer = chain[0];
  if (outer instanceof GoogleOAuthError) {
    if (outer.reason === 'unavailable') return 'unreachable';
    // No refresh token, or a token answer that could not be verified: the grant is no good.
    if (outer.cause === undefined) return 'consent_revoked';
  }
  return 'server_error';
}
