// Runs a verified remote server module away from this server's event loop (docs/attendee-pages.md#run-aside):
// in a worker thread (server-module-worker.mjs) with an empty
// environment (the server's may hold secrets), memory limits, and a time limit on every call.
// The event loop that proxies /api never runs the module's code, so a render that loops or
// crawls cannot hold it: the call answers null (the page is sent plain) and a worker that has not
// answered anything for the time limit is terminated and started again, warm for the next page.
import { join } from 'node:path';
import { type ResourceLimits, Worker } from 'node:worker_threads';

const workerScript = join(__dirname, 'server-module-worker.mjs');

interface Pending {
  worker: Worker;
  resolve: (value: unknown) => void;
  timer: NodeJS.Timeout;
}

export interface ServerModuleRunnerOptions {
  /** The contract version the module must export. */
  contractVersion: number;
  /** How long a call may take before its page is sent plain. */
  timeLimitMs?: number;
  resourceLimits?: ResourceLimits;
  /** A call that failed or a worker that ended (logged by the server). */
  onProblem?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * One module in one warm worker. `ready` says whether the module loaded (and has the contract's
 * shape); `call` resolves the module's answer, or null when it threw, was late or the worker
 * ended; it never rejects.
 */
export class ServerModuleRunner {
  readonly ready: Promise<boolean>;
  private worker: Worker | null = null;
  private readonly live = new Set<Worker>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** When the current worker last answered, or was given work while idle. */
  private lastProgressAt = Date.now();
  private readonly timeLimitMs: number;
  private drained: (() => void) | null = null;

  constructor(
    readonly file: string,
    private readonly options: ServerModuleRunnerOptions,
  ) {
    this.timeLimitMs = options.timeLimitMs ?? 1_000;
    this.ready = this.start();
  }

  /** Threads of this module still running (a retired module has none once it is released). */
  get threadIds(): number[] {
    return [...this.live].map((worker) => worker.threadId);
  }

  /** Whether the module still runs (false once closed, or if a restart could not load it). */
  get usable(): boolean {
    return !this.closed && this.worker !== null;
  }

  private start(): Promise<boolean> {
    const worker = new Worker(workerScript, {
      workerData: { file: this.file, contractVersion: this.options.contractVersion },
      // Nothing of this server's environment (JWT secrets in some deployments), nor its loader.
      env: {},
      execArgv: [],
      resourceLimits: this.options.resourceLimits ?? {
        maxOldGenerationSizeMb: 256,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    this.worker = worker;
    this.live.add(worker);
    this.lastProgressAt = Date.now();
    return new Promise<boolean>((resolveReady) => {
      worker.on(
        'message',
        (message: { ready?: boolean; error?: string; id?: number; ok?: boolean; value?: unknown }) => {
          if (message.ready !== undefined) {
            if (!message.ready) {
              this.options.onProblem?.('server module did not load', {
                file: this.file,
                error: message.error,
              });
              this.stop(worker);
            }
            resolveReady(message.ready);
            return;
          }
          const call = message.id === undefined ? undefined : this.pending.get(message.id);
          if (!call || call.worker !== worker) return;
          this.lastProgressAt = Date.now();
          this.settle(message.id as number, message.ok ? message.value : null);
          if (!message.ok) {
            this.options.onProblem?.('server module call failed', { file: this.file, error: message.error });
          }
        },
      );
      worker.on('error', (error) => {
        this.options.onProblem?.('server module worker failed', { file: this.file, error: error.message });
      });
      let loaded = false;
      worker.on('message', (message: { ready?: boolean }) => {
        if (message.ready) loaded = true;
      });
      worker.on('exit', () => {
        this.live.delete(worker);
        resolveReady(false);
        for (const [id, call] of this.pending) if (call.worker === worker) this.settle(id, null);
        if (this.worker !== worker) return;
        this.worker = null;
        // A module that loaded and then ended its thread (out of memory, process.exit in a
        // render) gets a fresh one; one that does not load is not started again.
        if (loaded && !this.closed) {
          this.options.onProblem?.('server module worker ended; starting another', { file: this.file });
          void this.start();
        }
      });
    });
  }

  private settle(id: number, value: unknown) {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    clearTimeout(call.timer);
    call.resolve(value);
    if (this.pending.size === 0) this.drained?.();
  }

  private stop(worker: Worker) {
    if (this.worker === worker) this.worker = null;
    void worker.terminate();
  }

  /** Calls the module's `kind` export ('calls', 'render', 'form-step', 'form-answer') with `argument`. */
  call(kind: 'calls' | 'render' | 'form-step' | 'form-answer', argument: unknown): Promise<unknown> {
    const worker = this.worker;
    if (this.closed || !worker) return Promise.resolve(null);
    const id = this.nextId++;
    if (this.pending.size === 0) this.lastProgressAt = Date.now();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.settle(id, null);
        // Late because the worker is stuck (not because other pages are ahead of this one):
        // end it and start another.
        if (this.worker === worker && Date.now() - this.lastProgressAt >= this.timeLimitMs) {
          this.options.onProblem?.('server module call was late; restarting its worker', {
            file: this.file,
            timeLimitMs: this.timeLimitMs,
          });
          this.stop(worker);
          if (!this.closed) void this.start();
        }
      }, this.timeLimitMs);
      this.pending.set(id, { worker, resolve, timer });
      worker.postMessage({ id, kind, argument });
    });
  }

  /**
   * Releases the module: no new calls; those under way finish (or reach their time limit), then
   * every worker is terminated.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.pending.size > 0) {
      await new Promise<void>((resolve) => {
        this.drained = resolve;
      });
    }
    this.worker = null;
    await Promise.all([...this.live].map((worker) => worker.terminate()));
  }
}
