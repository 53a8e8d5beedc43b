import { createHash, randomUUID } from 'node:crypto';
import { idempotencyMessages } from '@slotwise/shared/contract/bookings.contract';
import type { Db, DbExecutor } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import { claimKey, completeKey, deleteExpiredKeys, findKey, releaseKey } from './idempotency.repository';

/** How long a key's answer is replayed (docs/product.md#idempotent-bookings). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** A pending key whose request has not finished in this time (its process died) may be claimed again. */
const LEASE_SECONDS = 60;
/** Expired keys are swept by whichever request comes along, at most this often per process. */
const SWEEP_INTERVAL_MS = 60_000;

export interface IdempotentAnswer {
  status: number;
  /** The answer's JSON text, exactly as first sent. */
  body: string;
  replayed: boolean;
}

/** Stores the answer with the work's own transaction: committed together, or not at all. */
export type CompleteWithin = (tx: DbExecutor, status: number, body: unknown) => Promise<string>;

/** JSON with object keys sorted at every level: the same body gives the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprintOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

const inProgress = () =>
  new HttpError(409, { message: idempotencyMessages.inProgress }, { 'retry-after': '1' });

/**
 * Runs a request at most once per idempotency key (Stripe's rules): the first request claims
 * the key in the database and its answer is stored; a retry with the same key and body gets
 * that answer again, one with another body 422, one while the first still runs 409. Answers
 * the client caused (4xx) are kept; a server error gives the key up, so a retry runs again.
 */
export class IdempotencyService {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  async run(
    ref: { scope: string; key: string },
    requestBody: unknown,
    work: (complete: CompleteWithin) => Promise<IdempotentAnswer>,
  ): Promise<IdempotentAnswer> {
    await this.sweep();
    const fingerprint = fingerprintOf(requestBody);
    const owner = randomUUID();
    const mine = { ...ref, owner };
    const claim = { ...mine, fingerprint, leaseSeconds: LEASE_SECONDS, ttlSeconds: IDEMPOTENCY_TTL_SECONDS };
    // A key released between the claim and the look (its request failed) is claimed again.
    for (let attempt = 0; !(await claimKey(this.db, claim)); attempt += 1) {
      const row = await findKey(this.db, ref.scope, ref.key);
      if (!row) {
        if (attempt < 2) continue;
        throw inProgress();
      }
      if (row.fingerprint !== fingerprint) {
        throw new HttpError(422, {
          message: idempotencyMessages.keyReused,
          errors: { 'idempotency-key': [idempotencyMessages.keyReused] },
        });
      }
      if (row.state === 'done' && row.responseStatus !== null && row.responseBody !== null) {
        return { status: row.responseStatus, body: row.responseBody, replayed: true };
      }
      throw inProgress();
    }

    const complete: CompleteWithin = async (tx, status, body) => {
      const text = JSON.stringify(body);
      // The lease ran out and a retry took the key over: this attempt must not commit as well.
      if (!(await completeKey(tx, mine, { status, body: text }))) throw inProgress();
      return text;
    };
    try {
      return await work(complete);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
        if (
          await completeKey(this.db, mine, { status: error.statusCode, body: JSON.stringify(error.body) })
        ) {
          throw error;
        }
      }
      await releaseKey(this.db, mine);
      throw error;
    }
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = Date.now();
    await deleteExpiredKeys(this.db);
  }
}
