import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

/** How light an element's computed background is, from 0 (black) to 1 (white); antd's dark surfaces are under 0.2. */
async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => c / 255);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const content = '.ant-layout:not(.ant-layout-has-sider)';

/** The screenshot shows the accounts list itself, not the faded table of a list still loading. */
async function screenshotLoaded(page: Page, path: string) {
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path });
}

/**
 * Picks a theme from the header's menu. The menu slides in while the shell's lazy parts arrive and
 * the header settles (the company selector comes after the first render); a click during that slide
 * can miss, so the choice is made again until the header shows it. What the tests assert is that a
 * choice holds, not that the first click lands.
 */
async function chooseTheme(page: Page, name: 'Dark' | 'Light' | 'Match system') {
  await expect(async () => {
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('menuitem', { name }).click({ timeout: 3_000 });
    await expect(page.getByRole('button', { name: `Theme: ${name}` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('dark mode is picked from the header, survives a reload, and Match system follows the system', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, 'support');
  expect(await backgroundLuminance(page, content)).toBeGreaterThan(0.8);

  await chooseTheme(page, 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await backgroundLuminance(page, content)).toBeLessThan(0.2);

  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await backgroundLuminance(page, content)).toBeLessThan(0.2);
  await screenshotLoaded(page, 'test-results/dark-mode-environment-1.png');

  await chooseTheme(page, 'Match system');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('environment 2 and its sign-in page follow a dark system', async ({ page, env2URL }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${env2URL}/Authorize/Login`);
  expect(await backgroundLuminance(page, 'main')).toBeLessThan(0.2);
  await page.screenshot({ path: 'test-results/dark-mode-sign-in-environment-2.png' });
  await page.getByLabel('Login').fill('admin');
  await page.getByLabel('Password').fill('Console#2025');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
  expect(await backgroundLuminance(page, content)).toBeLessThan(0.2);
  await screenshotLoaded(page, 'test-results/dark-mode-environment-2.png');
});
