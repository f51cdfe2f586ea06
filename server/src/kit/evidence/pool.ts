import { Worker } from 'node:worker_threads';
import type { FaceMatch } from '@console/contract/kit';

/*
 * The evidence engines (face match, MRZ reading) on worker threads, so their seconds of CPU never
 * hold the event loop that answers requests. Each thread loads the models once when it starts
 * (about a second, ./worker.ts) and then takes one task at a time; tasks wait in order for a free
 * thread. Threads start on first use and are released (unref) while idle, so an app or a test that
 * never computes evidence pays nothing, and an idle pool keeps no process alive.
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

type Pending = {
  task: EngineTask;
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

  compareFaces(first: { bytes: Uint8Array; label: string }, second: { bytes: Uint8Array; label: string }) {
    return this.#submit({ id: 0, kind: 'faces', first, second }) as Promise<FaceMatch>;
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

  #submit(task: EngineTask): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('The evidence pool is closed'));
    return new Promise((resolve, reject) => {
      this.#waiting.push({ task: { ...task, id: this.#nextId++ }, resolve, reject });
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
