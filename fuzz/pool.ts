/**
 * A lane of the campaign: one worker thread running cases one after another. A case past its
 * time limit is a hang: the worker is terminated and a fresh one started for the next case.
 * A worker that dies (an error escaping, out of memory, a stack overflow outside the CLI's
 * own catch) is a crash, and is replaced the same way.
 */
import { Worker } from 'node:worker_threads';
import type { CaseReport, FuzzCase } from './case.js';
import type { Workplace } from './execute.js';
import type { FromWorker, ToWorker } from './worker.js';

export type LaneOutcome = { readonly kind: 'done'; readonly report: CaseReport } | { readonly kind: 'hang'; readonly ms: number } | { readonly kind: 'worker-error'; readonly message: string };

/**
 * The worker's stack, in megabytes: chosen so JSON nested as deep as overflows the real CLI's
 * main thread (about 3,900 levels on Node 20's default stack) overflows the worker too, and no
 * shallower (worker threads otherwise get 4 MB).
 */
export const WORKER_STACK_MB = 1.15;
/** A worker's heap: a runaway input fails as out of memory instead of taking the machine's. */
const WORKER_HEAP_MB = 1536;
/** Building a case's inputs (a 300 MB zip) is not the program's time, but it must end too. */
const PREPARE_LIMIT_MS = 60_000;

export class Lane {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 0;

  constructor(
    private readonly workerUrl: URL,
    private readonly place: Workplace,
    private readonly limitMs: number,
  ) {}

  private start(): Promise<void> {
    const worker = new Worker(this.workerUrl, { workerData: this.place, resourceLimits: { stackSizeMb: WORKER_STACK_MB, maxOldGenerationSizeMb: WORKER_HEAP_MB }, stdout: true, stderr: true });
    // What the program prints to the console itself (not through the CLI's io) is not the user's output here.
    worker.stdout.resume();
    worker.stderr.resume();
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (message.kind !== 'ready') return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return this.ready;
  }

  /**
   * A worker ready for a case. One that cannot start is the harness's fault, not the
   * program's: it is tried three times, then the campaign stops with the reason.
   */
  private async started(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await (this.worker && this.ready ? this.ready : this.start());
        return;
      } catch (error) {
        await this.discard();
        if (attempt >= 3) throw new Error(`a fuzz worker does not start: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  private async discard(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
  }

  /** Runs one case; `keepOutput` asks for the whole output (to compare it with another run). */
  async run(c: FuzzCase, keepOutput = false): Promise<LaneOutcome> {
    await this.started();
    const worker = this.worker as Worker;
    const id = this.nextId++;
    const outcome = await new Promise<LaneOutcome>((resolve) => {
      let timer = setTimeout(() => settle({ kind: 'hang', ms: PREPARE_LIMIT_MS }), PREPARE_LIMIT_MS);
      let startedAt = performance.now();
      const settle = (result: LaneOutcome) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(result);
      };
      const onMessage = (message: FromWorker) => {
        if (message.kind === 'started' && message.id === id) {
          clearTimeout(timer);
          startedAt = performance.now();
          timer = setTimeout(() => settle({ kind: 'hang', ms: performance.now() - startedAt }), this.limitMs);
        } else if (message.kind === 'done' && message.id === id) settle({ kind: 'done', report: message.report });
      };
      const onError = (error: Error) => settle({ kind: 'worker-error', message: `${error.name}: ${error.message}${'code' in error ? ` (${String(error.code)})` : ''}` });
      const onExit = (code: number) => settle({ kind: 'worker-error', message: `the worker exited with code ${code}` });
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ kind: 'run', id, case: c, keepOutput } satisfies ToWorker);
    });
    if (outcome.kind !== 'done') await this.discard();
    return outcome;
  }

  async close(): Promise<void> {
    await this.discard();
  }
}
