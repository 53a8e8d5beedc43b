import type { LoginRateLimitConfig } from '../../config';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import {
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  insertLoginFailures,
  listLoginFailuresSince,
} from './auth.repository';

export function tooManyLoginAttemptsMessage(minutes: number): string {
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Failed sign-ins are limited per identifier and per client address over a sliding window
 * (decisions §3). Counters live in the database so that every API replica sees the same ones.
 */
export class LoginRateLimiter {
  constructor(
    private readonly db: Db,
    private readonly limits: LoginRateLimitConfig,
  ) {}

  private keys(login: string, ip: string) {
    return { identifier: `login:${login.trim().toLowerCase()}`, address: `ip:${ip}` };
  }

  /** Throws 429 when either key has used up its failures in the current window. */
  async assertAllowed(login: string, ip: string, now = new Date()): Promise<void> {
    const { identifier, address } = this.keys(login, ip);
    const windowMs = this.limits.windowSeconds * 1000;
    const failures = await listLoginFailuresSince(
      this.db,
      [identifier, address],
      new Date(now.getTime() - windowMs),
    );
    let retryAt = 0;
    for (const [key, max] of [
      [identifier, this.limits.maxPerIdentifier],
      [address, this.limits.maxPerIp],
    ] as const) {
      const times = failures.filter((f) => f.key === key).map((f) => f.createdAt.getTime());
      if (times.length >= max) {
        // Allowed again once enough of the oldest failures have left the window.
        retryAt = Math.max(retryAt, times[times.length - max] + windowMs);
      }
    }
    if (retryAt > 0) {
      const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
      const message = tooManyLoginAttemptsMessage(Math.ceil(seconds / 60));
      throw new HttpError(429, { message, error: message }, { 'retry-after': String(seconds) });
    }
  }

  async recordFailure(login: string, ip: string): Promise<void> {
    const { identifier, address } = this.keys(login, ip);
    await insertLoginFailures(this.db, [identifier, address]);
    // Housekeeping: rows older than the window no longer count.
    if (Math.random() < 0.05) {
      await deleteLoginFailuresBefore(this.db, new Date(Date.now() - this.limits.windowSeconds * 1000));
    }
  }

  /** A successful sign-in clears the identifier's failures (the address keeps its count). */
  async recordSuccess(login: string): Promise<void> {
    await deleteLoginFailures(this.db, this.keys(login, '').identifier);
  }
}
