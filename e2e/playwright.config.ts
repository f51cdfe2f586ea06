import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server, each
 * worker's own, started by fixtures.ts on a fresh embedded database and a free port.
 */
export default defineConfig({
  testDir: './specs',
  // Each worker has a console of its own (fixtures.ts); a spec file runs whole on one worker, its
  // journeys in order. Two workers (E2E_WORKERS sets another number): on a quiet 2-core machine the
  // 86 journeys took 13.0 min on two against about 25 on one, every one passing at a load average
  // near 10 (2026-11-28). Two on a machine also running other suites (load 15-24) once missed
  // 15-second waits in 6 of 84: run the browser suite alone, as npm test and CI do.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
  },
});
