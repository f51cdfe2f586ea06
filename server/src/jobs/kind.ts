import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OutboundPolicy } from '../kit/partners/outbound.ts';
import type { PartnerSecrets } from '../kit/secrets.ts';
import type { EvidencePool } from '../kit/evidence/pool.ts';
import type { FileStorage } from '../storage/storage.ts';

/**
 * A kind of background job, as a family declares it (its `jobs` in modules/<family>/index.ts): what
 * runs, how a failure is retried, and whether it runs on a schedule. The queue (queue.ts) keeps each
 * job in PostgreSQL until it has run, so it survives a restart, and hands it to one instance only.
 */
export interface JobKind<Data extends object = Record<string, never>> {
  /**
   * The stable name jobs are stored under, `<family>.<what>` ('accounts.rank-sweep'). Renaming a kind
   * strands the jobs already waiting under the old name.
   */
  name: string;
  /** What staff read on the Background jobs page ('Rank sweep'). */
  title: string;
  /**
   * One attempt. Throwing fails the attempt: the job is retried by its policy, and once the retries
   * are spent it stays failed with the error's message until an Admin retries it. A job may run
   * again after a crash or a lost connection, so an attempt must be safe to repeat. What it answers
   * (a JSON object) is kept as the job's output, for whoever follows the job (an import's result).
   */
  run(data: Data, job: JobContext): Promise<unknown>;
  retry?: RetryPolicy;
  /**
   * A cron expression in UTC ('* * * * *': every minute). The job is enqueued once per tick across
   * every instance sharing the database, with empty data.
   */
  schedule?: string;
  /** How long one attempt may run before it counts as failed (and is retried). */
  timeoutSeconds?: number;
}

export interface RetryPolicy {
  /** Attempts after the first; 0 fails the job at its first error. */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /**
   * Each further retry waits about twice as long as the one before (with random jitter, so jobs
   * that failed together do not all return together).
   */
  backoff: boolean;
}

/** What an attempt gets besides its data. */
export interface JobContext {
  /** The job's id (a UUID), as the Background jobs page shows it. */
  id: string;
  /** 1 for the first run, 2 for the first retry, and so on. */
  attempt: number;
  db: Db;
  /** The server's log, with the job's id, kind and attempt on every line. */
  log: FastifyBaseLogger;
  /**
   * Tells whoever follows the job how far it got (a JSON object, kept as the job's output while it
   * runs; the answer of run() replaces it). It returns at once and never fails the attempt: the
   * write goes on its own connection, outside the attempt's transaction (which may hold PGlite's
   * one connection until it ends), and only the latest of several waiting is written.
   */
  progress(output: object): void;
  /** The console's partner secrets key ring (kit/secrets.ts), to open what the job sends a partner. */
  secrets: PartnerSecrets;
  /** Where a job's partner calls may go (kit/partners/outbound.ts), as a request's may. */
  outbound: OutboundPolicy;
  /** The console's outgoing e-mail (mail/mailer.ts), for jobs that send (a report receiver's e-mail). */
  mailer: Mailer;
  /** Where uploaded files are kept (a request's images, for the evidence job). */
  storage: FileStorage;
  /** The evidence engines' worker threads (kit/evidence/pool.ts), started on first use. */
  evidence: EvidencePool;
}

/**
 * No retry: the job fails at its first error. For a scheduled job whose next run does whatever a
 * failed one left (a retry would only overlap it), or one whose failure is recorded elsewhere.
 */
export const NO_RETRY: RetryPolicy = { limit: 0, delaySeconds: 0, backoff: false };

/** Three retries, 30-60 s, 60-120 s and 120-240 s after the failures: outlasts a dependency's short outage. */
export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 30, backoff: true };

/** An attempt still running after this is failed by the queue's housekeeping, then retried. */
export const DEFAULT_TIMEOUT_SECONDS = 15 * 60;
