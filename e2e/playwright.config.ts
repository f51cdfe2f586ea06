import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server, each
 * worker's own, started by fixtures.ts on a fresh embedded database and a free port.
 */
export default defineConfig({
  testDir: './specs',
  // Each worker has a console of its own (fixtures.ts); a spec file runs whole on one worker, its
  // journeys in order. One worker unless E2E_WORKERS says more: on a quiet 2-core machine the 86
  // journeys took 13.3 min on one and 13.0 on two (2026-11-28), and on two one of two full runs had
  // a journey miss a 15-second wait it meets alone in 8 s, as six of 84 did on a busy machine.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A guard against a hang, not a speed target: the longest journeys take about 20 s here and
  // were seen at three times that in CI, where two cores run the server, Chromium and the runner.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // CI reads the JSON report to fail a run that executed no browser test.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    trace: 'retain-on-failure',
    // The Copy buttons write to the clipboard: granted up front, as a user's click is, so that
    // writeText never waits on the browser's permission check (a token journey once saw neither
    // 'Copied' nor the failure message under load).
    permissions: ['clipboard-read', 'clipboard-write'],
  },
});
