import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { AntiForgery } from './antiforgery.ts';
import type { LoginThrottle } from '../modules/session/throttle.ts';

/** What every route module is given: configuration and the shared services of one app. */
export interface AppContext {
  config: Config;
  database: Database;
  antiForgery: AntiForgery;
  throttle: LoginThrottle;
  /** The background job queue of every family's job kinds; main.ts starts its workers. */
  jobs: JobQueue;
}
