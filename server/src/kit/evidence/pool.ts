import { Worker } from 'node:worker_threads';
import type { FaceMatch } from '@console/contract/kit';

/*
 * The evidence engines (face match, MRZ reading) on worker threads, so their seconds of CPU never
 * hold the event loop that answers requests. Each thread loads the models once when it starts
 * (about a second, ./worker.ts) and then takes one task at a time; tasks wait in order for a free
 * thread, except that a task whose caller is waiting (TaskBound: Face Compare's product API call)
 * goes ahead of the jobs' and is bounded in line and in time. Threads start on first use and are
 * released (unref) while idle, so an app or a test that never computes evidence pays nothing, and
 * an idle pool keeps no process alive.
 */

export type EngineTask =
  | {
      id: number;
      kind: 'faces';
      first: { bytes: Uint8Array; label: string };
      second: { bytes: Uint8Array; label: string };
    }
  | { id: number; kind: 'mrz'; image: Uint8Array }
  | { id: number; kind: 'ready' };
export type EngineReply = { id: number; result: unknown } | { id: number; error: string };

export interface MrzLines {
  engine: string;
  lines: string[];
  reason: string | null;
}

/**
 * A task whose caller is waiting for the answer (a product API call), not a job that can wait its
 * turn: it goes ahead of every unbounded task in the line, it is refused at once when the line of
 * bounded tasks is full, and its caller stops waiting at the deadline.
 */
export interface TaskBound {
  /** Milliseconds from submission; then the caller gets EnginesTimedOut (a task not started is dropped). */
  deadlineMs: number;
  /** Bounded tasks that may wait for a thread; when every thread is busy and this many wait, EnginesBusy. */
  maxWaiting: number;
}

/** Every thread is busy and the line of callers waiting is full: try again shortly. */
export class EnginesBusy extends Error {}
/** The task did not finish by its caller's deadline (it may still run to its end on its thread). */
export class EnginesTimedOut extends Error {}

type Pending = {
  task: EngineTask;
  bound?: TaskBound;
  /** Answered already (a deadline passed): the thread's late reply is dropped. */
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: Error): void;
};

interface Thread {
  worker: Worker;
  busy: Pending | null;
}

/** Long enough for a first task that waits for the models on a slow machine; a stuck one ends. */
const TASK_TIMEOUT_MS = 120_000;

export class EvidencePool {
  readonly size: number;
  readonly #threads: Thread[] = [];
  readonly #waiting: Pending[] = [];
  #nextId = 1;
  #closed = false;

  constructor(size = 1) {
    this.size = Math.max(1, size);
  }

  compareFaces(
    first: { bytes: Uint8Array; label: string },
    second: { bytes: Uint8Array; label: string },
    bound?: TaskBound,
  ) {
    return this.#submit({ id: 0, kind: 'faces', first, second }, bound) as Promise<FaceMatch>;
  }

  readMrzLines(image: Uint8Array) {
    return this.#submit({ id: 0, kind: 'mrz', image }) as Promise<MrzLines>;
  }

  /** Starts every thread now and waits until their models are loaded (a benchmark's warm-up). */
  async warm(): Promise<void> {
    while (this.#threads.length < this.size) this.#threads.push(this.#start());
    await Promise.all(this.#threads.map(() => this.#submit({ id: 0, kind: 'ready' })));
  }

  /**
   * Ends the threads (their models with them); tasks waiting fail. The pool stays usable: a task
   * after this starts threads anew (a job queue stopped and started again).
   */
  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#waiting.splice(0)) pending.reject(new Error('The evidence pool closed'));
    const threads = this.#threads.splice(0);
    for (const thread of threads) thread.busy?.reject(new Error('The evidence pool closed'));
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
    this.#closed = false;
  }

  /**
   * Whether a task so bounded would be taken now, or refused with EnginesBusy: a caller may ask
   * before it reads what it would send (an upload), so a burst of refused calls holds no images.
   */
  accepts(bound: TaskBound): boolean {
    // While a thread is free nothing waits (dispatch keeps them busy), so only a full pool refuses.
    const full = this.#threads.length >= this.size && this.#threads.every((t) => t.busy !== null);
    return !full || this.#boundedWaiting() < bound.maxWaiting;
  }

  #boundedWaiting(): number {
    return this.#waiting.filter((p) => p.bound).length;
  }

  #submit(task: EngineTask, bound?: TaskBound): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('The evidence pool is closed'));
    if (bound && !this.accepts(bound)) {
      return Promise.reject(
        new EnginesBusy(
          `Every evidence engine is busy and ${this.#boundedWaiting()} calls are waiting for one`,
        ),
      );
    }
    return new Promise((settle, fail) => {
      let timer: NodeJS.Timeout | undefined;
      const pending: Pending = {
        task: { ...task, id: this.#nextId++ },
        ...(bound ? { bound } : {}),
        settled: false,
        resolve: (value) => {
          if (pending.settled) return;
          pending.settled = true;
          clearTimeout(timer);
          settle(value);
        },
        reject: (error) => {
          if (pending.settled) return;
          pending.settled = true;
          clearTimeout(timer);
          fail(error);
        },
      };
      if (bound) {
        timer = setTimeout(() => {
          // Still in line: it leaves it, so no thread spends time on an answer nobody awaits.
          const index = this.#waiting.indexOf(pending);
          if (index !== -1) this.#waiting.splice(index, 1);
          pending.reject(
            new EnginesTimedOut(`The evidence engines did not answer within ${bound.deadlineMs / 1000} s`),
          );
        }, bound.deadlineMs);
        timer.unref();
        // Ahead of every unbounded task (a job can wait; a caller cannot), behind earlier callers.
        const firstUnbounded = this.#waiting.findIndex((p) => !p.bound);
        this.#waiting.splice(firstUnbounded === -1 ? this.#waiting.length : firstUnbounded, 0, pending);
      } else {
        this.#waiting.push(pending);
      }
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#waiting.length > 0) {
      let thread = this.#threads.find((t) => t.busy === null);
      if (!thread && this.#threads.length < this.size) {
        thread = this.#start();
        this.#threads.push(thread);
      }
      const pending = thread && this.#waiting.shift();
      if (!thread || !pending) return;
      this.#run(thread, pending);
    }
  }

  #run(thread: Thread, pending: Pending): void {
    thread.busy = pending;
    thread.worker.ref();
    const timer = setTimeout(() => {
      // A stuck engine: its thread is replaced, so the models load again in a fresh one.
      this.#retire(thread, new Error(`The evidence engine took over ${TASK_TIMEOUT_MS / 1000} s`));
    }, TASK_TIMEOUT_MS);
    timer.unref();
    const onMessage = (reply: EngineReply) => {
      if (reply.id !== pending.task.id) return;
      clearTimeout(timer);
      thread.worker.off('message', onMessage);
      thread.busy = null;
      thread.worker.unref();
      if ('error' in reply) pending.reject(new Error(reply.error));
      else pending.resolve(reply.result);
      this.#dispatch();
    };
    thread.worker.on('message', onMessage);
    thread.worker.postMessage(pending.task);
  }

  #start(): Thread {
    const worker = new Worker(new URL('./worker.mjs', import.meta.url));
    worker.unref();
    const thread: Thread = { worker, busy: null };
    worker.on('error', (error) => this.#retire(thread, error));
    worker.on('exit', (code) =>
      this.#retire(thread, new Error(`The evidence engine stopped (exit ${code})`)),
    );
    return thread;
  }

  /** A thread that failed or stopped leaves the pool; its task fails, and the others go on. */
  #retire(thread: Thread, error: Error): void {
    const index = this.#threads.indexOf(thread);
    if (index === -1) return;
    this.#threads.splice(index, 1);
    thread.busy?.reject(error);
    thread.busy = null;
    void thread.worker.terminate();
    if (!this.#closed) this.#dispatch();
  }
}
