import type { FastifyBaseLogger } from 'fastify';
import { type Db, type DbExecutor, databaseOf } from '../../db/database';
import { DEFAULT_LANE_WORKERS, JOB_LANES, type JobLane, laneOf } from './job-lanes';
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
  /**
   * How long a claim keeps other runners away. A live runner renews it every third of it while
   * it holds the job, so this is how long a job claimed by a process that died stays stuck.
   */
  leaseSeconds?: number;
  /** After this many failed attempts a job is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubled at each further attempt, at most an hour. */
  retryBaseSeconds?: number;
  /** Jobs of a lane this runner runs at once (DEFAULT_LANE_WORKERS otherwise). */
  workers?: Partial<Record<JobLane, number>>;
}

export const DEFAULT_LEASE_SECONDS = 45;

/** Runners by database, so that a commit that queued a job can wake them (`nudgeJobRunners`). */
const runnersByDb = new WeakMap<object, Set<JobRunner>>();

/** Wakes the runners of the database behind `executor` (call it after the commit, see enqueueMail). */
export function nudgeJobRunners(executor: DbExecutor, kinds?: string[]): void {
  for (const runner of runnersByDb.get(databaseOf(executor)) ?? []) runner.nudge(kinds);
}

/** A lane's run in progress: its workers, what they ran, and the wake-ups it had. */
interface LaneRun {
  workers: number;
  total: number;
  /** Bumped by each wake-up: a worker whose claim began before one claims again. */
  wakeups: number;
  done: Promise<number>;
  finish: (total: number) => void;
}

/**
 * Runs the jobs table: claims due jobs (several runners, in one or many processes, never run
 * one job at once), calls the handler of their kind, then marks them done, or pending again
 * with a backoff, or failed after the last attempt. Each lane (job-lanes.ts) has its own poll
 * and its own workers, so a lane full of slow jobs (a webhook receiver that never answers)
 * never holds back another (reminders).
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly policies = new Map<string, JobRetryPolicy>();
  private readonly leaseSeconds: number;
  private readonly maxAttempts: number;
  private readonly retryBaseSeconds: number;
  private readonly workers: Record<JobLane, number>;
  private readonly timers = new Map<JobLane, NodeJS.Timeout>();
  private readonly runs = new Map<JobLane, LaneRun>();
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Claimed jobs not finished yet: their leases are renewed while we hold them. */
  private readonly held = new Map<string, JobRow>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryBaseSeconds = options.retryBaseSeconds ?? 60;
    this.workers = { ...DEFAULT_LANE_WORKERS, ...options.workers };
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
   * Runs every due job now (or only the lanes of `kinds`); resolves with how many it ran. A call
   * during a run of a lane joins it and makes its workers look again before they end, so a job
   * queued meanwhile is not left for the next poll.
   */
  async runDue(kinds?: string[]): Promise<number> {
    const lanes = kinds ? [...new Set(kinds.map(laneOf))] : JOB_LANES;
    const totals = await Promise.all(lanes.map((lane) => this.runLane(lane)));
    return totals.reduce((sum, n) => sum + n, 0);
  }

  /**
   * runDue in the background (failures logged): what a commit that queued a job calls. Only the
   * lanes of the queued kinds are woken; the others keep their own pace.
   */
  nudge(kinds?: string[]): void {
    if (this.stopped) return;
    this.runDue(kinds).catch((err: unknown) => this.log.error({ err }, 'job run failed'));
  }

  /** Resolves once no run is in progress (tests: "every mail queued so far was handled"). */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.allSettled([...this.runs.values()].map((run) => run.done));
  }

  /** Polls every lane every `intervalMs`, each on its own, until stop(). */
  start(intervalMs: number): void {
    this.stopped = false;
    const tick = (lane: JobLane) => {
      const timer = setTimeout(async () => {
        try {
          await this.runLane(lane);
        } catch (err) {
          this.log.error({ err, lane }, 'job poll failed');
        }
        if (!this.stopped) tick(lane);
      }, intervalMs);
      timer.unref();
      this.timers.set(lane, timer);
    };
    for (const lane of JOB_LANES) tick(lane);
  }

  /** Stops polling and nudges, and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    runnersByDb.get(this.db)?.delete(this);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.idle();
  }

  /** The kinds of a lane this runner can run: it claims no job it has no handler for. */
  private kindsOf(lane: JobLane): string[] {
    return [...this.handlers.keys()].filter((kind) => laneOf(kind) === lane);
  }

  /**
   * Starts the lane's workers up to its number (a run in progress gets the ones it lacks and a
   * wake-up); resolves with what the run did once its last worker found nothing left.
   */
  private runLane(lane: JobLane): Promise<number> {
    const kinds = this.kindsOf(lane);
    if (kinds.length === 0) return Promise.resolve(0);
    let run = this.runs.get(lane);
    if (run) {
      run.wakeups += 1;
    } else {
      let finish: (total: number) => void = () => {};
      const done = new Promise<number>((resolve) => {
        finish = resolve;
      });
      run = { workers: 0, total: 0, wakeups: 0, done, finish };
      this.runs.set(lane, run);
      this.startHeartbeat();
    }
    while (run.workers < this.workers[lane]) {
      run.workers += 1;
      void this.work(lane, kinds, run);
    }
    return run.done;
  }

  /** One worker: claims and runs the lane's due jobs one at a time until none is left. */
  private async work(lane: JobLane, kinds: string[], run: LaneRun): Promise<void> {
    let ran = 0;
    try {
      for (;;) {
        if (this.stopped && ran > 0) return;
        const wakeups = run.wakeups;
        const [job] = await claimDueJobs(this.db, 1, this.leaseSeconds, lane, kinds);
        if (!job) {
          // Woken while claiming: what was queued may have committed after the claim's snapshot.
          if (run.wakeups !== wakeups && !this.stopped) continue;
          return;
        }
        this.held.set(job.id, job);
        try {
          await this.runOne(job);
        } finally {
          this.held.delete(job.id);
        }
        ran += 1;
        run.total += 1;
      }
    } catch (err) {
      this.log.error({ err, lane }, 'job run failed');
    } finally {
      // In the same turn as the last claim's answer: a wake-up after it starts a new worker.
      run.workers -= 1;
      if (run.workers === 0) {
        this.runs.delete(lane);
        if (this.runs.size === 0) this.stopHeartbeat();
        run.finish(run.total);
      }
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.renewLeases(), (this.leaseSeconds * 1000) / 3);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
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
