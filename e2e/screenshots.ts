/**
 * Renders the screenshots the README and docs/ show, from the demo as a fresh `npm start` has it:
 * `npm run screenshots` starts the console on a new embedded database with demo data, signs in as
 * the demo admin in Debian's Chromium and writes one PNG per screen below into docs/screenshots/.
 * A changed screen is one command away from its picture.
 *
 *   npm run screenshots                     every screen, 1440 × 900, light theme
 *   npm run screenshots -- --width 390      the same at a phone's width (into a temporary folder:
 *                                           a check of the narrow layout, not a picture for docs)
 *   npm run screenshots -- accounts audit   only the screens named
 *
 * Needs `npm run build` first (the server serves the built web app), as `npm start` does.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { SERVER_COMMAND, startConsole } from '../server/src/testing/console-process.ts';

interface Screen {
  /** The file's name, without .png. */
  name: string;
  path: string;
  /** What shows once the screen has its data (a table row, a heading). */
  ready: (page: Page) => ReturnType<Page['locator']>;
  /** Steps after loading: open the first row, a tab. */
  then?: (page: Page) => Promise<void>;
}

const firstRow = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').first();
const openFirstRow = async (page: Page) => {
  await firstRow(page).getByRole('link').first().click();
  await page.waitForLoadState('networkidle');
};

const SCREENS: Screen[] = [
  { name: 'accounts', path: '/', ready: firstRow },
  { name: 'account', path: '/', ready: firstRow, then: openFirstRow },
  { name: 'manual-validation', path: '/ManualVerification', ready: firstRow },
  { name: 'review-item', path: '/ManualVerification', ready: firstRow, then: openFirstRow },
  { name: 'location-report', path: '/Dashboard/Reports', ready: firstRow },
  { name: 'failed-records', path: '/Dashboard/FailedRecords', ready: firstRow },
  { name: 'screening-accounts', path: '/ScreeningService/Accounts', ready: firstRow },
  { name: 'collector', path: '/collector', ready: firstRow },
  { name: 'background-jobs', path: '/BackgroundJobs', ready: firstRow },
];

const { values, positionals } = parseArgs({
  options: { width: { type: 'string', default: '1440' }, height: { type: 'string', default: '900' } },
  allowPositionals: true,
});
const width = Number(values.width);
const height = Number(values.height);
const chosen = positionals.length ? SCREENS.filter((screen) => positionals.includes(screen.name)) : SCREENS;
const unknown = positionals.filter((name) => !SCREENS.some((screen) => screen.name === name));
if (unknown.length)
  throw new Error(`No screen named ${unknown.join(', ')}; known: ${SCREENS.map((s) => s.name).join(', ')}`);

// The docs' pictures are at the desktop width; any other width is a layout check, kept aside.
const outDir =
  width === 1440 && height === 900
    ? path.resolve(import.meta.dirname, '../docs/screenshots')
    : mkdtempSync(path.join(tmpdir(), `screenshots-${width}-`));
mkdirSync(outDir, { recursive: true });

const console_ = await startConsole({
  command: SERVER_COMMAND,
  env: { DEMO: 'true', LOG_LEVEL: 'warn' },
  // Seeding the demo takes most of a minute on a busy machine.
  readyWithinMs: 240_000,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ viewport: { width, height }, baseURL: console_.baseURL });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('Login').fill('admin');
  await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'Console#2025');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-name').waitFor();
  for (const screen of chosen) {
    await page.goto(screen.path);
    await screen.ready(page).waitFor({ timeout: 30_000 });
    await screen.then?.(page);
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${screen.name}.png`);
    await page.screenshot({ path: file });
    // A page wider than the window scrolls sideways: at a phone's width, tables should scroll inside.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${file}${overflow > 0 ? `  (${overflow} px wider than the window)` : ''}`);
  }
} finally {
  await browser.close();
  await console_.stop();
}
