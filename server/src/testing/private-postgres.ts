import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './console-process.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, from the machine's PostgreSQL binaries, for what must not be
 * done to the shared server: stopping and starting it under a running console. Its cluster lives in
 * a temporary folder, listens on a free port of the loopback and trusts every local connection.
 */
export interface PrivatePostgres {
  /** Connection string of its `postgres` database. */
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended (57P01 admin_shutdown), then connections are refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it at once if it runs and removes its folder. */
  destroy(): Promise<void>;
}

const DEBIAN_BINARIES = '/usr/lib/postgresql';

/** The newest installed server's bin folder (Debian's layout, as here and in CI), or undefined. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(DEBIAN_BINARIES)) return undefined;
  return readdirSync(DEBIAN_BINARIES)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(DEBIAN_BINARIES, version, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl')));
}

/** initdb refuses to run as root: as root, the cluster belongs to the postgres OS user. */
const asRoot = process.getuid?.() === 0;

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(`no PostgreSQL server binaries under ${DEBIAN_BINARIES}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'private-postgres-'));
  const data = path.join(folder, 'data');
  const port = await freePort();
  const postgres = (tool: string, ...args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  // A throwaway cluster: fsync off, the socket in its own folder rather than /var/run/postgresql.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off`;
  const start = async () => {
    await postgres(
      'pg_ctl',
      'start',
      '-D',
      data,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(folder, 'log'),
      '-o',
      options,
    );
  };
  const destroy = async () => {
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      await postgres('pg_ctl', 'stop', '-D', data, '-m', 'immediate', '-w').catch(() => undefined);
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (asRoot) await run('chown', ['postgres', folder]);
    await postgres('initdb', '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync');
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await postgres('pg_ctl', 'stop', '-D', data, '-m', 'fast', '-w');
    },
    start,
    destroy,
  };
}
