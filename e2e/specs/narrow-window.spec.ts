import { expect, signIn, test } from '../fixtures';

// A phone's width (issue 29): no page scrolls sideways; a wide table scrolls inside its own box,
// the menu hides behind a tab, and the header keeps its buttons to their icons.
test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  '/',
  '/Dashboard/FailedRecords',
  '/Dashboard/Reports',
  '/Dashboard/Audit',
  '/ManualVerification',
];

test('at 390 px no page scrolls sideways, and the menu opens from its tab', async ({ page }) => {
  await signIn(page, 'admin');
  for (const path of PAGES) {
    await page.goto(path);
    // The table drawn, with its rows or its empty state (a fresh demo's Dashboard audit has none).
    await expect(page.locator('.ant-table-tbody tr:not(.ant-table-measure-row)').first()).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${path} is ${sideways} px wider than the window`).toBeLessThanOrEqual(0);
  }
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  const menu = page.getByTestId('sider');
  await expect(menu).toHaveCSS('width', '0px');
  await page.locator('.ant-layout-sider-zero-width-trigger').click();
  await expect(menu).toHaveCSS('width', '232px');
});
