import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { jobs } from '../../db/schema/jobs.schema';
import { type JobLane, laneOf } from './job-lanes';

export type JobRow = typeof jobs.$inferSelect;
/** A job to queue; its lane follows from its kind. */
export type NewJobRow = Omit<typeof jobs.$inferInsert, 'lane'>;

export async function insertJobs(db: DbExecutor, rows: NewJobRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(jobs).values(rows.map((row) => ({ ...row, lane: laneOf(row.kind) })));
}

/** The ids of up to `limit` due, unclaimed jobs of a lane, oldest first, locked SKIP LOCKED. */
export function dueJobIds(db: DbExecutor, limit: number, lane: JobLane, kinds: string[]) {
  return db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.lane, lane),
        eq(jobs.status, 'pending'),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
        inArray(jobs.kind, kinds),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Claims up to `limit` due jobs of one lane (only of `kinds`, those the caller can run) for
 * `leaseSeconds`: the rows are locked with SKIP LOCKED while claimed, and the lease
 * (locked_until) keeps other runners away until it runs out, so two processes never run one job
 * at the same time. jobs_lane_due_idx serves the lane's due rows in run_at order.
 */
export async function claimDueJobs(
  db: DbExecutor,
  limit: number,
  leaseSeconds: number,
  lane: JobLane,
  kinds: string[],
): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  const due = dueJobIds(db, limit, lane, kinds);
  return db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * Extends the lease of jobs this runner still holds (same attempt, still pending); returns the
 * ids it still holds. A job missing from the answer was taken over and must not be run.
 */
export async function extendJobLeases(
  db: DbExecutor,
  held: Pick<JobRow, 'id' | 'attempts'>[],
  leaseSeconds: number,
): Promise<string[]> {
  if (held.length === 0) return [];
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(or(...held.map((job) => claimed(job))))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** Frees every lease: only for a database no other process can use (PGlite at start). */
export async function releaseAllLeases(db: DbExecutor): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: null })
    .where(and(eq(jobs.status, 'pending'), sql`${jobs.lockedUntil} IS NOT NULL`));
}

/** Finishing a job checks the claim is still ours (same attempt): a stale runner changes nothing. */
const claimed = (job: Pick<JobRow, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'pending'));

export async function markJobDone(db: DbExecutor, job: Pick<JobRow, 'id' | 'attempts'>): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: sql`now()` })
    .where(claimed(job));
}

export async function markJobRetry(
  db: DbExecutor,
  job: Pick<JobRow, 'id' | 'attempts'>,
  error: string,
  delaySeconds: number,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: error,
      runAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(claimed(job));
}

export async function markJobFailed(
  db: DbExecutor,
  job: Pick<JobRow, 'id' | 'attempts'>,
  error: string,
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'failed', lockedUntil: null, lastError: error, finishedAt: sql`now()` })
    .where(claimed(job));
}

/** A cancelled booking's pending jobs (its reminders) will not run. */
export async function cancelBookingJobs(db: DbExecutor, bookingId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'cancelled', lockedUntil: null, finishedAt: sql`now()` })
    .where(and(eq(jobs.bookingId, bookingId), eq(jobs.status, 'pending')));
}

export async function listBookingJobs(db: DbExecutor, bookingId: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.bookingId, bookingId)).orderBy(asc(jobs.runAt));
}

/** Makes a job due now (tests and operators: "send it now"). */
export async function makeJobDue(db: DbExecutor, id: string): Promise<void> {
  await db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
}
