import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, signIn, test } from '../fixtures';
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
  await expect(info.getByText('✓')).toBeVisible();
  await expect(info.getByText('✗')).toBeVisible();
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
