import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Console#2025';

/** The server global-setup started; every page is opened against it. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not run');
    await use(url);
  },
});

/** Signs in through the real sign-in page and waits for the console. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  // The console sends a signed-out visitor on to the sign-in page; waiting for the first response
  // only keeps that second navigation from interrupting goto() on a slow machine.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/Authorize\/Login/);
  await page.getByLabel('Login').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

export { expect };
