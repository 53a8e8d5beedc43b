import type { LoginRateLimitConfig } from '../../config';
import type { Db } from '../../db/database';
import { RateLimiter, tooManyRequests } from '../rate-limits/rate-limiter.service';
import type { Hit } from '../rate-limits/rate-limits.repository';

export function tooManyLoginAttemptsMessage(minutes: number): string {
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Failed sign-ins are limited per identifier and per client address (docs/product.md#sign-in-limits). Each
 * attempt is counted in the database before its password is checked (docs/api.md#limits),
 * so concurrent attempts on any number of replicas cannot get past the limit.
 */
export class LoginRateLimiter {
  private readonly limiter: RateLimiter;

  constructor(
    db: Db,
    private readonly limits: LoginRateLimitConfig,
  ) {
    this.limiter = new RateLimiter(db);
  }

  /** The account when the identifier names one (its email and username share one budget). */
  private identifierKey(login: string, userId: string | null): string {
    return userId ? `login:user:${userId}` : `login:id:${login.trim().toLowerCase()}`;
  }

  /**
   * Counts the attempt as a failure in advance; throws 429 when either key was already used up.
   * A successful attempt is taken back with `succeeded`.
   */
  async begin(login: string, userId: string | null, ip: string): Promise<Hit[]> {
    const { windowSeconds } = this.limits;
    const { hits, refusedForSeconds } = await this.limiter.hit([
      { key: this.identifierKey(login, userId), max: this.limits.maxPerIdentifier, windowSeconds },
      { key: `login:ip:${ip}`, max: this.limits.maxPerIp, windowSeconds },
    ]);
    if (refusedForSeconds !== null) {
      const message = tooManyLoginAttemptsMessage(Math.ceil(refusedForSeconds / 60));
      throw tooManyRequests(message, refusedForSeconds, true);
    }
    return hits;
  }

  /** A successful sign-in clears the identifier's failures; the address only gets this attempt back. */
  async succeeded(userId: string, hits: Hit[]): Promise<void> {
    const identifier = this.identifierKey('', userId);
    await this.limiter.reset(identifier);
    await this.limiter.takeBack(hits.filter((hit) => hit.key !== identifier));
  }
}
