import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { claimDueJobs, type JobRow, markJobDone, markJobFailed, markJobRetry } from './jobs.repository';

export type JobHandler = (job: JobRow) => Promise<void>;

export interface JobRunnerOptions {
  /** Jobs claimed per query. */
  batchSize?: number;
  /** How long a claim keeps other runners away; longer than any handler may take. */
  leaseSeconds?: number;
  /** After this many failed attempts a job is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubled at each further attempt, at most an hour. */
  retryBaseSeconds?: number;
}

/**
 * Runs the jobs table: claims due jobs (several runners, in one or many processes, never run
 * one job at once), calls the handler of their kind, then marks them done, or pending again
 * with a backoff, or failed after the last attempt.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly batchSize: number;
  private readonly leaseSeconds: number;
  private readonly maxAttempts: number;
  private readonly retryBaseSeconds: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.leaseSeconds = options.leaseSeconds ?? 300;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryBaseSeconds = options.retryBaseSeconds ?? 60;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Runs every due job now; resolves with how many ran. Overlapping calls share one run. */
  runDue(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
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

  /** Stops polling and waits for the run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      if (this.stopped && total > 0) return total;
      const claimed = await claimDueJobs(this.db, this.batchSize, this.leaseSeconds);
      for (const job of claimed) await this.runOne(job);
      total += claimed.length;
      if (claimed.length < this.batchSize) return total;
    }
  }

  private async runOne(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempts >= this.maxAttempts) {
        this.log.error({ err, jobId: job.id, kind: job.kind }, 'job failed for good');
        await markJobFailed(this.db, job, message);
      } else {
        const delay = Math.min(3600, this.retryBaseSeconds * 2 ** (job.attempts - 1));
        this.log.warn(
          { err, jobId: job.id, kind: job.kind, retryInSeconds: delay },
          'job failed; will retry',
        );
        await markJobRetry(this.db, job, message, delay);
      }
      return;
    }
    await markJobDone(this.db, job);
  }
}
