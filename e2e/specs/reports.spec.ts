import type { Page } from '@playwright/test';
import { expectAccessible } from '../axe';
import { chooseOption, expect, signIn, test, contentOf, downloadFromNewWindow } from '../fixtures';

// Issue 18 (reports): a report's filters live in the address, so reload and back restore them; a
// report's CSV opens in a new window, where the browser downloads it.

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test("the location report's filters survive reload and back", async ({ page }) => {
  await signIn(page, 'admin');
  // product-families §2: /Dashboard/Reports is the Location Report.
  await page.goto('/Dashboard/Reports');
  await expect(page).toHaveURL(/\/Reports\/LocationReport$/);
  await expect(heading(page, 'Location Report')).toBeVisible();
  await expect(page.getByText('Last 30 days', { exact: true })).toBeVisible();
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  const location = (await firstRow.locator('td').nth(1).innerText()).trim();
  await expectAccessible(page, 'the location report');

  // All customers, and a search for the first row's location.
  await chooseOption(page, page.getByLabel('Customer active filter'), 'All customers', () =>
    expect(page).toHaveURL(/customerActive=all/, { timeout: 1_000 }),
  );
  await page.getByLabel('Search locations').fill(location);
  await page.getByLabel('Search locations').press('Enter');
  await expect(page).toHaveURL(/searchQuery=/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(location);

  const expectFiltersShown = async () => {
    await expect(page.getByLabel('Search locations')).toHaveValue(location);
    await expect(page.getByTitle('All customers', { exact: true })).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(location);
  };
  await page.reload();
  await expectFiltersShown();

  // Away to another report through the menu, then back.
  await page.getByRole('menuitem', { name: 'Device Report', exact: true }).click();
  await expect(heading(page, 'Device Report')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Location Report')).toBeVisible();
  await expectFiltersShown();

  // And back through the menu, whose link names no filter: the report's last ones come back.
  await page.getByRole('menuitem', { name: 'Device Report', exact: true }).click();
  await expect(heading(page, 'Device Report')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Location Report', exact: true }).click();
  await expect(page).toHaveURL(/customerActive=all/);
  await expectFiltersShown();
});

test("the device report's CSV opens in a new window and downloads", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/Reports/DeviceReport');
  await expect(heading(page, 'Device Report')).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expectAccessible(page, 'the device report');
  await chooseOption(page, page.getByLabel('Kind filter'), 'iPad', () =>
    expect(page).toHaveURL(/kind=iPad/, { timeout: 1_000 }),
  );

  const download = await downloadFromNewWindow(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(download.url()).toMatch(/\/api\/Reports\/DevicesReportCsv\?kind=iPad$/);
  expect(download.suggestedFilename()).toMatch(/^device-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await contentOf(download)).toString('utf8');
  const [header, ...rows] = text.split('\r\n').filter(Boolean);
  expect(header).toBe('Customer,Location,Device,Kind,Serial Number,App Version,Last Seen,Scans');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toContain(',iPad,');
});
