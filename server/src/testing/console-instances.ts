import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startConsole, type ConsoleProcess } from './console-process.ts';
import { newSecretKey } from '../kit/secrets.ts';
import { withDatabase } from './database.ts';

/**
 * Several console processes on one PostgreSQL database, as a deployment behind a load balancer
 * runs them: each its own process on its own port and data folder, all on one fresh database
 * (created on the server of `serverUrl`, dropped by stop()) and one SECRET, so a page served by
 * one instance may post to another.
 */
export interface ConsoleInstances {
  /** The database they share, for a test to look into. */
  databaseUrl: string;
  instances: ConsoleProcess[];
  /** Stops every instance, then drops the database. */
  stop(): Promise<void>;
}

/** The first administrator the first instance creates on the empty database (DEMO=false). */
export const INSTANCES_ADMIN = { userName: 'operator', password: 'Instances#2026' } as const;

const SECRET = randomBytes(32).toString('base64url');

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function startInstances(options: {
  /** Any database on the PostgreSQL server to use, e.g. TEST_DATABASE_URL. */
  serverUrl: string;
  count: number;
  /** Settings every instance starts with (e.g. LOGIN_MAX_FAILURES). */
  env?: Record<string, string>;
}): Promise<ConsoleInstances> {
  const name = `console_instances_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withDatabase(options.serverUrl, name);
  await onServer(options.serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const instances: ConsoleProcess[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await onServer(options.serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
  };
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO: 'false',
    ADMIN_USER: INSTANCES_ADMIN.userName,
    ADMIN_PASSWORD: INSTANCES_ADMIN.password,
    SECRET,
    PARTNER_SECRETS_KEYS: newSecretKey('instances'),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  try {
    // One after another: the first migrates the empty database and creates the administrator,
    // which instances starting at the same moment would each try too.
    for (let i = 0; i < options.count; i++) {
      instances.push(
        await startConsole({ command: [process.execPath, '--import', 'tsx', 'server/src/main.ts'], env }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl, instances, stop };
}
