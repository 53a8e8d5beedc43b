import type { FastifyBaseLogger } from 'fastify';
import { type Db, type DbExecutor, databaseOf } from '../../db/database';
import {
  claimDueJobs,
  extendJobLeases,
  type JobRow,
  markJobDone,
  markJobFailed,
  markJobRetry,
} from './jobs.repository';

export type JobHandler = (job: JobRow) => Promise<void>;

/** A job kind's own retry policy (webhooks retry for a day; the rest uses the runner's). */
export interface JobRetryPolicy {
  maxAttempts: number;
  /** Seconds before the next attempt after failed attempt number `attempt` (1-based). */
  delaySeconds: (attempt: number) => number;
}

export interface JobRunnerOptions {
  /** Jobs claimed per query. */
  batchSize?: number;
  /**
   * How long a claim keeps other runners away. A live runner renews it every third of it while
   * it holds the job, so this is how long a job claimed by a process that died stays stuck.
   */
  leaseSeconds?: number;
  /** After this many failed attempts a job is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubled at each further attempt, at most an hour. */
  retryBaseSeconds?: number;
}

export const DEFAULT_LEASE_SECONDS = 45;

/** Runners by database, so that a commit that queued a job can wake them (`nudgeJobRunners`). */
const runnersByDb = new WeakMap<object, Set<JobRunner>>();

/** Wakes the runners of the database behind `executor` (call it after the commit, see enqueueMail). */
export function nudgeJobRunners(executor: DbExecutor, kinds?: string[]): void {
  for (const runner of runnersByDb.get(databaseOf(executor)) ?? []) runner.nudge(kinds);
}

/**
 * Runs the jobs table: claims due jobs (several runners, in one or many processes, never run
 * one job at once), calls the handler of their kind, then marks them done, or pending again
 * with a backoff, or failed after the last attempt.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly policies = new Map<string, JobRetryPolicy>();
  private readonly batchSize: number;
  private readonly leaseSeconds: number;
  private readonly maxAttempts: number;
  private readonly retryBaseSeconds: number;
  private timer: NodeJS.Timeout | null = null;
  /** Runs in progress by kinds ("*" = all): one at a time per lane. */
  private readonly runs = new Map<string, Promise<number>>();
  private readonly again = new Set<string>();
  private stopped = false;
  /** Claimed jobs not finished yet: their leases are renewed while we hold them. */
  private readonly held = new Map<string, JobRow>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryBaseSeconds = options.retryBaseSeconds ?? 60;
  }

  register(kind: string, handler: JobHandler, retry?: JobRetryPolicy): void {
    this.handlers.set(kind, handler);
    if (retry) this.policies.set(kind, retry);
  }

  /** Lets `nudgeJobRunners` wake this runner when a job is queued on its database. */
  listen(): void {
    let runners = runnersByDb.get(this.db);
    if (!runners) {
      runners = new Set();
      runnersByDb.set(this.db, runners);
    }
    runners.add(this);
  }

  /**
   * Runs every due job now (or only those of `kinds`); resolves with how many it ran. A call
   * during a run of the same kinds shares it and makes it look again before it ends, so a job
   * queued meanwhile is not left for the next poll.
   */
  runDue(kinds?: string[]): Promise<number> {
    const lane = kinds ? kinds.join(',') : '*';
    const current = this.runs.get(lane);
    if (current) {
      this.again.add(lane);
      return current;
    }
    const run = (async () => {
      let total = 0;
      do {
        this.again.delete(lane);
        total += await this.drain(kinds);
      } while (this.again.has(lane) && !this.stopped);
      return total;
    })().finally(() => this.runs.delete(lane));
    this.runs.set(lane, run);
    return run;
  }

  /**
   * runDue in the background (failures logged): what a commit that queued a job calls. Mails
   * nudge only their own kind, so other kinds keep running at the poll as before.
   */
  nudge(kinds?: string[]): void {
    if (this.stopped) return;
    this.runDue(kinds).catch((err: unknown) => this.log.error({ err }, 'job run failed'));
  }

  /** Resolves once no run is in progress (tests: "every mail queued so far was handled"). */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.allSettled([...this.runs.values()]);
  }

  /** Polls every `intervalMs` until stop(). */
  start(intervalMs: number): void {
    this.stopped = false;
    const tick = () => {
      this.timer = setTimeout(async () => {
        try {
          await this.runDue();
        } catch (err) {
          this.log.error({ err }, 'job poll failed');
        }
        if (!this.stopped) tick();
      }, intervalMs);
      this.timer.unref();
    };
    tick();
  }

  /** Stops polling and nudges, and waits for the run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    runnersByDb.get(this.db)?.delete(this);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.idle();
  }

  private async drain(kinds?: string[]): Promise<number> {
    let total = 0;
    const heartbeat = setInterval(() => void this.renewLeases(), (this.leaseSeconds * 1000) / 3);
    heartbeat.unref();
    try {
      for (;;) {
        if (this.stopped && total > 0) return total;
        const claimed = await claimDueJobs(this.db, this.batchSize, this.leaseSeconds, kinds);
        for (const job of claimed) this.held.set(job.id, job);
        for (const job of claimed) {
          // Lost while waiting in this batch (our lease could not be renewed): someone else runs it.
          if (!this.held.has(job.id)) continue;
          try {
            await this.runOne(job);
          } finally {
            this.held.delete(job.id);
          }
        }
        total += claimed.length;
        if (claimed.length < this.batchSize) return total;
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async renewLeases(): Promise<void> {
    const held = [...this.held.values()];
    if (held.length === 0) return;
    try {
      const kept = new Set(await extendJobLeases(this.db, held, this.leaseSeconds));
      for (const job of held) {
        if (kept.has(job.id) || !this.held.has(job.id)) continue;
        this.held.delete(job.id);
        this.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job lease lost');
      }
    } catch (err) {
      this.log.error({ err }, 'job lease renewal failed');
    }
  }

  private async runOne(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const policy = this.policies.get(job.kind);
    const maxAttempts = policy?.maxAttempts ?? this.maxAttempts;
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const context = {
        err,
        jobId: job.id,
        kind: job.kind,
        attempt: job.attempts,
        maxAttempts,
      };
      if (job.attempts >= maxAttempts) {
        this.log.error(context, 'job failed for good');
        await markJobFailed(this.db, job, message);
      } else {
        const delay = policy
          ? policy.delaySeconds(job.attempts)
          : Math.min(3600, this.retryBaseSeconds * 2 ** (job.attempts - 1));
        this.log.warn({ ...context, retryInSeconds: delay }, 'job failed; will retry');
        await markJobRetry(this.db, job, message, delay);
      }
      return;
    }
    await markJobDone(this.db, job);
  }
}
