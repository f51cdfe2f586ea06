import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
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

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready:\n${log()}`);
}

interface Server {
  baseURL: string;
  stop(): Promise<void>;
}

/** `npm run serve` (what `npm start` runs after building) on a fresh embedded database and a free port. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-e2e-'));
  const port = await freePort();
  let output = '';
  const child = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${baseURL}/readyz`, child, () => output);
  return {
    baseURL,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two servers with demo data: the main one in environment 1, where every spec runs, and one in
 * environment 2 for what differs there (branding, no company selector, no Test Mode).
 */
export default async function globalSetup() {
  const [main, environment2] = await Promise.all([
    startServer({ ENVIRONMENT_ID: '1' }),
    startServer({ ENVIRONMENT_ID: '2' }),
  ]);
  process.env.E2E_BASE_URL = main.baseURL;
  process.env.E2E_ENV2_URL = environment2.baseURL;
  return async () => {
    await Promise.all([main.stop(), environment2.stop()]);
  };
}
