import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/client.ts';
import type { OutboundPolicy } from '../kit/partners/outbound.ts';
import type { PartnerSecrets } from '../kit/secrets.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EvidencePool } from '../kit/evidence/pool.ts';
import type { FileStorage } from '../storage/storage.ts';
import { DEFAULT_RETRY, DEFAULT_TIMEOUT_SECONDS, type JobKind } from './kind.ts';
import { inTransaction, QueueSql } from './sql.ts';
import { jobTable } from './table.ts';

/**
 * The console's job queue, on pg-boss 10 (docs/operations.md, "Background jobs"). pg-boss keeps
 * jobs in tables of its own schema, hands each job to one worker across every instance on the
 * database (SELECT ... FOR UPDATE SKIP LOCKED), retries failures with backoff, and enqueues
 * scheduled jobs once per tick (the first instance to check in a period does, and a unique index
 * turns away a second copy).
 * It runs on PGlite as on PostgreSQL because it reaches the database through db/client.ts.
 *
 * Two pg-boss objects share the connection: the client, opened on first use, installs the schema
 * and each kind's queue and schedule, and enqueues; the runner, made by start(), runs the workers,
 * the schedules and the housekeeping. An app that is never started (a test's) can enqueue, list
 * and retry without any of them.
 */

export interface JobTiming {
  /** How often an idle worker asks for its kind's next job. */
  pollSeconds: number;
  /** How often the schedules are checked, across every instance. */
  cronCheckSeconds: number;
  /** How often housekeeping runs (across instances): attempts past their timeout failed, old jobs archived. */
  maintenanceSeconds: number;
}

const TIMING: JobTiming = { pollSeconds: 2, cronCheckSeconds: 30, maintenanceSeconds: 120 };

/**
 * How long finished jobs stay in the queue's table, which the Background jobs page lists: a day
 * for completed ones (a job a minute is 1,440 rows), two weeks for failed ones, so a failure seen
 * after a weekend can still be read and retried. Then pg-boss archives them, and deletes them a
 * week later.
 */
const RETENTION = {
  archiveCompletedAfterSeconds: 24 * 60 * 60,
  archiveFailedAfterSeconds: 14 * 24 * 60 * 60,
  deleteAfterDays: 7,
};

export const DEFAULT_JOBS_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  kinds: readonly JobKind<object>[];
  log: FastifyBaseLogger;
  /** Opens the partner secrets a job sends (an integration's sync): JobContext.secrets. */
  secrets: PartnerSecrets;
  /** Where a job's partner calls may go: JobContext.outbound. */
  outbound: OutboundPolicy;
  /** Sends the e-mail a job sends: JobContext.mailer. */
  mailer: Mailer;
  /** Uploaded files: JobContext.storage. */
  storage: FileStorage;
  /** The evidence engines: JobContext.evidence. */
  evidence: EvidencePool;
  /** The schema of the queue's tables; tests give each file its own. */
  schema?: string;
  timing?: Partial<JobTiming>;
}

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** The caller's transaction: the job is enqueued only if it commits. */
  tx?: Queryable;
}

export class JobQueue {
  readonly schema: string;
  readonly kinds: ReadonlyMap<string, JobKind<object>>;
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;
  readonly #secrets: PartnerSecrets;
  readonly #outbound: OutboundPolicy;
  readonly #mailer: Mailer;
  readonly #storage: FileStorage;
  readonly #evidence: EvidencePool;
  readonly #timing: JobTiming;
  readonly #sql: QueueSql;
  #client: Promise<PgBoss> | undefined;
  #runner: PgBoss | undefined;
  /** This instance's worker of each kind, by kind name, once started. */
  readonly #workers = new Map<string, string>();
  /** Attempts whose run() has not returned yet. */
  #running = 0;

  constructor(database: Database, options: JobQueueOptions) {
    this.schema = options.schema ?? DEFAULT_JOBS_SCHEMA;
    this.kinds = new Map(options.kinds.map((kind) => [kind.name, kind]));
    if (this.kinds.size !== options.kinds.length) throw new Error('Two job kinds share a name');
    this.#database = database;
    this.#secrets = options.secrets;
    this.#outbound = options.outbound;
    this.#mailer = options.mailer;
    this.#storage = options.storage;
    this.#evidence = options.evidence;
    this.#log = options.log;
    this.#timing = { ...TIMING, ...options.timing };
    this.#sql = new QueueSql(database, this.schema, options.log);
  }

  /**
   * The queue's schema (installed or migrated), each kind's queue with its retry policy, and its
   * schedule; once per queue object, again after a failure.
   */
  open(): Promise<PgBoss> {
    this.#client ??= this.#install().catch((err: unknown) => {
      this.#client = undefined;
      throw err;
    });
    return this.#client;
  }

  async #install(): Promise<PgBoss> {
    const client = this.#boss({ supervise: false, schedule: false });
    await client.start();
    // Instances starting together would deadlock creating the same new queue (its partition takes
    // locks in another order than the insert of its row): they take turns, in one transaction.
    await this.#database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job queue kinds ${this.schema}`}))`);
      const inTx = this.#inTransaction(tx);
      for (const kind of this.kinds.values()) {
        const retry = kind.retry ?? DEFAULT_RETRY;
        const policy = {
          name: kind.name,
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: retry.backoff,
          expireInSeconds: kind.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
        };
        // createQueue keeps an existing queue as it was; updateQueue brings its policy up to date.
        await inTx.createQueue(kind.name, policy);
        await inTx.updateQueue(kind.name, policy);
        if (kind.schedule) await inTx.schedule(kind.name, kind.schedule, {}, { tz: 'UTC' });
        else await inTx.unschedule(kind.name);
      }
    });
    return client;
  }

  /**
   * pg-boss at work in the caller's transaction. The queue's tables must exist (open()): opening
   * inside a transaction would wait behind it on PGlite's one connection.
   */
  #inTransaction(tx: Queryable): PgBoss {
    return new PgBoss({ db: inTransaction(tx), schema: this.schema });
  }

  #boss(options: PgBoss.ConstructorOptions): PgBoss {
    const boss = new PgBoss({ db: this.#sql, schema: this.schema, ...RETENTION, ...options });
    // An 'error' event without a listener would end the process: a failed housekeeping or schedule
    // check (the database is unreachable) is logged, and the next one tries again.
    boss.on('error', (err) => this.#log.error({ err }, 'job queue error'));
    return boss;
  }

  /** Whether start() has made this queue work jobs (and stop() has not ended it since). */
  get started(): boolean {
    return this.#runner !== undefined;
  }

  /** Works every kind's jobs, enqueues the scheduled ones and keeps house, until stop(). */
  async start(): Promise<void> {
    if (this.#runner) return;
    await this.open();
    const { pollSeconds, cronCheckSeconds, maintenanceSeconds } = this.#timing;
    const runner = this.#boss({
      migrate: false,
      pollingIntervalSeconds: pollSeconds,
      cronMonitorIntervalSeconds: cronCheckSeconds,
      cronWorkerIntervalSeconds: Math.max(1, pollSeconds),
      maintenanceIntervalSeconds: maintenanceSeconds,
    });
    await runner.start();
    this.#runner = runner;
    for (const kind of this.kinds.values()) {
      // Its id is known once work() answers, which can be after its first job arrived.
      const worker: { id?: string } = {};
      worker.id = await runner.work<object>(
        kind.name,
        { batchSize: 1, includeMetadata: true },
        async ([job]) => {
          try {
            // What the attempt answers becomes the job's output (pg-boss completes it with it).
            return job ? await this.#attempt(kind, job) : undefined;
          } finally {
            // A worker that found a job asks for the next one at once; only an idle one waits a poll.
            if (worker.id) runner.notifyWorker(worker.id);
          }
        },
      );
      this.#workers.set(kind.name, worker.id);
    }
  }

  async #attempt(kind: JobKind<object>, job: PgBoss.JobWithMetadata<object>): Promise<unknown> {
    const attempt = job.retryCount + 1;
    const log = this.#log.child({ jobId: job.id, jobKind: kind.name, attempt });
    const progress = this.#progressOf(job.id, log);
    this.#running += 1;
    try {
      return (
        (await kind.run(job.data, {
          id: job.id,
          attempt,
          db: this.#database.db,
          log,
          progress,
          secrets: this.#secrets,
          outbound: this.#outbound,
          mailer: this.#mailer,
          storage: this.#storage,
          evidence: this.#evidence,
        })) ?? undefined
      );
    } catch (err) {
      log.warn({ err }, 'job attempt failed');
      throw err;
    } finally {
      this.#running -= 1;
    }
  }

  /**
   * A job's progress reporter (JobContext.progress): one write at a time, the latest value waiting
   * behind it, each only while the job is still active, so a write that lands late never replaces
   * the output pg-boss keeps when the job ends.
   */
  #progressOf(id: string, log: FastifyBaseLogger): (output: object) => void {
    const job = jobTable(this.schema);
    let writing = false;
    let waiting: object | undefined;
    const write = async (output: object): Promise<void> => {
      writing = true;
      try {
        await this.#database.db
          .update(job)
          .set({ output })
          .where(and(eq(job.id, id), eq(job.state, 'active')));
      } catch (err) {
        log.warn({ err }, 'job progress not recorded');
      } finally {
        writing = false;
      }
      const next = waiting;
      waiting = undefined;
      if (next) await write(next);
    };
    return (output) => {
      if (writing) waiting = output;
      else void write(output);
    };
  }

  /**
   * Stops taking jobs and waits up to `graceSeconds` for the attempts under way; one still running
   * then is failed ('pg-boss shut down while active') and retried later, by whichever instance is up.
   * Call it before the database closes.
   */
  async stop({ graceSeconds = 10 }: { graceSeconds?: number } = {}): Promise<void> {
    const runner = this.#runner;
    if (!runner) return;
    this.#runner = undefined;
    this.#workers.clear();
    const deadline = Date.now() + graceSeconds * 1000;
    await runner.stop({ graceful: true, wait: true, timeout: graceSeconds * 1000 });
    // A worker whose fetch was on its way when stop() began may still get a job: pg-boss does not
    // wait for it. Its attempt runs to its end (and is recorded) before the database may close.
    while ((this.#sql.busy || this.#running > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The engines' threads hold their models (hundreds of MB): released with the workers.
    await this.#evidence.close();
  }

  /**
   * Enqueues one job of a kind of this queue; answers its id. With `tx`, the queue must be open
   * already (a server's is, from start).
   */
  async enqueue<Data extends object>(
    kind: JobKind<Data>,
    data: Data,
    { startAfter, tx }: EnqueueOptions = {},
  ): Promise<string> {
    if (this.kinds.get(kind.name) !== (kind as JobKind<object>)) {
      throw new Error(`The job kind ${kind.name} is not one of this queue's`);
    }
    const boss = tx ? this.#inTransaction(tx) : await this.open();
    const id = await boss.send(kind.name, data, startAfter ? { startAfter } : {});
    if (!id) throw new Error(`The job queue did not take a ${kind.name} job`);
    // A job to run now, outside a transaction (one inside is not visible before it commits): this
    // instance's idle worker of the kind asks for it at once instead of at its next poll.
    const worker = this.#workers.get(kind.name);
    if (!tx && !startAfter && worker) this.#runner?.notifyWorker(worker);
    return id;
  }

  /**
   * Runs a failed job again: one more attempt (pg-boss adds one to its retry limit), as soon as a
   * worker is free. In the caller's transaction, which has locked the job's row; the queue must be
   * open already.
   */
  async retry(tx: Queryable, kindName: string, id: string): Promise<void> {
    await this.#inTransaction(tx).retry(kindName, id);
  }
}
