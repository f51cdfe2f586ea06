import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The console as a process of its own, as it runs in production: on a fresh data folder and a free
 * port of the loopback, answering /readyz before this resolves. The browser tests and the CSV
 * benchmark start it this way.
 */
export interface ConsoleProcess {
  baseURL: string;
  /** The spawned process (the server itself when the command is node, else its wrapper). */
  pid: number;
  /** What it printed so far. */
  output(): string;
  /** Whether the spawned process is still running. */
  running(): boolean;
  /** Settles when the spawned process exits, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM to its process group, then its data folder is removed. */
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
const READY_WITHIN_MS = 90_000;

/** The server run by node itself, as production runs it: the process's pid is the server's. */
export const SERVER_COMMAND = [process.execPath, '--import', 'tsx', 'server/src/main.ts'] as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startConsole(options: {
  /** The command and its arguments, run from the repository's root. */
  command: readonly [string, ...string[]];
  env: Record<string, string>;
  /** How long it may take to answer /readyz; 90 s unless told. */
  readyWithinMs?: number;
}): Promise<ConsoleProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-process-'));
  const port = await freePort();
  let output = '';
  const [command, ...args] = options.command;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping a wrapper (npm) stops the server under it too.
    detached: true,
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running() && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    if (child.pid === undefined) throw new Error('the console did not start');
    const deadline = Date.now() + (options.readyWithinMs ?? READY_WITHIN_MS);
    for (;;) {
      if (!running())
        throw new Error(`the console exited (${child.exitCode ?? child.signalCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`the console did not become ready:\n${output}`);
      const ready = await fetch(`${baseURL}/readyz`).then(
        (response) => response.ok,
        () => false, // not listening yet
      );
      if (ready) return { baseURL, pid: child.pid, output: () => output, running, exited, stop };
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    await stop();
    throw err;
  }
}
