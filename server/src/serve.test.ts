import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from './jobs/testing.ts';
import { serve } from './serve.ts';
import { freePort, SERVER_COMMAND, startConsole, type ConsoleProcess } from './testing/console-process.ts';

/**
 * What a start says (serve.ts): each step before the first request, as it begins, so a first start
 * on a fresh embedded database (which creates it and applies every migration) is never silent, and
 * each step's time in the ready line (docs/operations.md#starting).
 */
let server: ConsoleProcess;
beforeAll(async () => {
  server = await startConsole({
    command: SERVER_COMMAND,
    env: {
      DEMO: 'false',
      ADMIN_USER: 'start-admin',
      ADMIN_PASSWORD: 'Start#Passw0rd1',
      LOG_LEVEL: 'info',
      SECRET: 'start-test-secret-that-is-long-enough',
    },
  });
}, 120_000);
afterAll(() => server.stop());

/** The process's JSON log lines, in order. */
const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; component?: string; [field: string]: unknown });

describe('a start', () => {
  it('says each step as it begins, and the time of each in the ready line', async () => {
    await eventually('the console says it is ready', () =>
      logLines().some((line) => line.msg === 'console ready'),
    );
    const said = logLines().map((line) => line.msg);
    const order = [
      'opening the database',
      'applying migrations',
      'registering routes',
      'created the first administrator',
      'starting background jobs',
      'console ready',
    ];
    expect(said.filter((msg) => order.includes(msg))).toEqual(order);
    expect(logLines().filter((line) => line.component === 'start')).toHaveLength(4);
    const ready = logLines().find((line) => line.msg === 'console ready');
    expect(ready).toMatchObject({
      startMs: expect.any(Number),
      stepsMs: {
        database: expect.any(Number),
        migrations: expect.any(Number),
        routes: expect.any(Number),
        jobs: expect.any(Number),
      },
    });
  });
});

describe("a start whose beforeListen fails (npm start's web build, start.ts)", () => {
  it('stops the console and throws the failure without ever listening', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'console-start-'));
    const port = await freePort();
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('PORT', String(port));
    vi.stubEnv('HOST', '127.0.0.1');
    vi.stubEnv('DEMO', 'false');
    vi.stubEnv('LOG_LEVEL', 'warn');
    vi.stubEnv('SECRET', 'start-test-secret-that-is-long-enough');
    let asked = false;
    try {
      await expect(
        serve({
          beforeListen: async () => {
            asked = true;
            throw new Error('the web build failed (exit code 1)');
          },
        }),
      ).rejects.toThrow('the web build failed (exit code 1)');
      expect(asked).toBe(true);
      const listening = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => true,
        () => false,
      );
      expect(listening).toBe(false);
    } finally {
      vi.unstubAllEnvs();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
