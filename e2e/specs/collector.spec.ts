import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COLLECTOR_INGEST_PATH, CollectorLogs } from '@console/contract/collector/api';
import { confirmPopover, expect, issueToken, signIn, test } from '../fixtures';
import { readZip } from '../../server/src/modules/collector/read-zip.ts';

/** The demo's attachments are these files (server/src/demo/collector.ts). */
const demoFile = (name: string) =>
  readFile(path.resolve(import.meta.dirname, '../../server/src/modules/collector/demo-files', name));

/** The newest demo log of Veridian Demo Properties: every field set and five files. */
const NEWEST = 'CL-20250331-0045';
const NEWEST_FILES = ['notes.txt', 'scanner.log', 'device-info.json', 'id-front.png', 'id-back.png'];

test('the collector list pages by 20, filters, and keeps its state in the address', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/collector');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(20);
  await expect(rows.first().getByRole('link', { name: NEWEST })).toBeVisible();

  await page.getByRole('listitem', { name: '3' }).click();
  await expect(page).toHaveURL(/\/collector\?page=3$/);
  await expect(rows).toHaveCount(5);

  await page.getByRole('searchbox', { name: 'Search' }).fill(NEWEST.toLowerCase());
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`TextFilter=${NEWEST.toLowerCase()}$`));
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(NEWEST.toLowerCase());
});

test('open a collector log, download one of its files and the zip of them all', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/collector');
  await page.getByRole('link', { name: NEWEST }).click();
  await expect(page).toHaveURL(`/collector/${NEWEST}`);

  const info = page.locator('.ant-descriptions');
  await expect(info.getByText('Upload Date UTC')).toBeVisible();
  await expect(info.getByText('03/31/2025 5:45 PM')).toBeVisible();
  await expect(info.getByText('Scanner Data')).toBeVisible();
  await expect(info.getByText('Yes', { exact: true })).toBeVisible();
  await expect(info.getByText('No', { exact: true })).toBeVisible();
  const attachments = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(attachments).toHaveCount(NEWEST_FILES.length);

  const fileDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download id-front.png' }).click();
  const file = await fileDownload;
  expect(file.suggestedFilename()).toBe('id-front.png');
  expect(await readFile(await file.path())).toEqual(await demoFile('id-front.png'));

  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Zip' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toBe(`${NEWEST}.zip`);
  const entries = await readZip(await readFile(await zip.path()));
  expect([...entries.keys()]).toEqual(NEWEST_FILES);
  for (const name of NEWEST_FILES) expect(entries.get(name)).toEqual(await demoFile(name));

  await page.getByRole('link', { name: 'Back to Logs List' }).click();
  await expect(page).toHaveURL(/\/collector$/);
});

test('issue an ingestion token, upload a log with it, disable it and see the upload refused', async ({
  page,
  baseURL,
}) => {
  const run = Date.now();
  const label = `E2E device ${run}`;
  await signIn(page, 'admin');
  await page.goto('/collector/settings/tokens');
  await expect(page.getByRole('heading', { name: 'Ingestion tokens' })).toBeVisible();

  const { secret: token, issued } = await issueToken(page, label);
  await expect(issued.getByText('Copy the token now: it will not be shown again.')).toBeVisible();
  expect(token.length).toBeGreaterThan(20);
  await issued.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  await issued.getByRole('button', { name: 'Done' }).click();
  const row = page.locator('.ant-table-tbody tr', { hasText: label });
  await expect(row.getByText(`…${token.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  const upload = (referenceId: string) =>
    page.request.post(`${baseURL}${COLLECTOR_INGEST_PATH}`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        referenceId,
        productName: 'E2E Scanner',
        file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('uploaded by e2e') },
      },
    });
  const referenceId = `E2E-${run}`;
  expect((await upload(referenceId)).status()).toBe(201);
  await page.goto(`/collector?TextFilter=${referenceId}`);
  await expect(page.getByRole('link', { name: referenceId })).toBeVisible();

  await page.goto('/collector/settings/tokens');
  await row.getByRole('button', { name: 'Disable' }).click();
  await confirmPopover(page, 'Disable');
  await expect(row.getByText('Disabled')).toBeVisible();
  expect((await upload(`${referenceId}-again`)).status()).toBe(401);
});

test('export the collector list filtered by a search and read the CSV', async ({ page }) => {
  const filter = 'CL-20250331';
  await signIn(page, 'admin');
  await page.goto(`/collector?TextFilter=${filter}`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const total = Number(
    /(\d+) logs?/.exec((await page.locator('.ant-pagination-total-text').textContent()) ?? '')?.[1],
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^collector-logs.*\.csv$/);
  const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(header).toBe(CollectorLogs.spec.columns.map((column) => column.caption).join(','));
  expect(header?.startsWith('Reference ID,Upload Date,')).toBe(true);
  expect(lines).toHaveLength(total);
  for (const line of lines) expect(line.startsWith(filter)).toBe(true);
});
