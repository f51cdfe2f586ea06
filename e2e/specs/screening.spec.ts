import type { Locator, Page } from '@playwright/test';
import { confirmPopover, createAccountThroughApi, expect, issueToken, signIn, test } from '../fixtures';

// Verification Services (issue 14): short journeys on a screening account created through the API
// in the demo company, whose screening catalogue (Identity Check, Watchlist Screening, Address
// Validation, each with monthly and yearly plans) the demo seeds.

const VERIFICATION_SERVICE = { name: 'Verification Service', plan: 'Basic', expiresInDays: 90 };

/** A day `offset` days from today (local, as the pickers show it). */
function dayFromToday(offset: number) {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [y, m, d] = [day.getFullYear(), pad(day.getMonth() + 1), pad(day.getDate())];
  return { us: `${m}/${d}/${y}`, iso: `${y}-${m}-${d}` };
}

/**
 * Types a day into an antd date input, as a person does: select what is there, type, then Enter (a
 * range picker, to apply it) or Tab (a dialog's field, where Enter would submit the form).
 */
async function typeDay(input: Locator, day: { us: string }, then: 'Enter' | 'Tab' = 'Tab') {
  await input.click();
  await input.press('Control+a');
  await input.pressSequentially(day.us);
  await input.press(then);
}

async function openCustomer(page: Page, name: string, login: string) {
  await signIn(page, 'admin');
  const id = await createAccountThroughApi(page, { name, login, product: VERIFICATION_SERVICE });
  await page.goto(`/ScreeningService/Customer/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  return id;
}

// Each journey creates its account and walks several dialogs: three times the default time, for a
// busy shared machine.
test.describe.configure({ timeout: 360_000 });

test('create a screening token and copy it, change its expiration, disable it', async ({ page }) => {
  await openCustomer(page, `E2E Screening Tokens ${Date.now()}`, `e2e.scr.tokens.${Date.now()}`);
  const tokens = page.locator('.ant-card', { hasText: 'Tokens' }).last();
  const { secret, issued } = await issueToken(page, 'E2E integration', tokens);
  expect(secret.startsWith('screening_')).toBe(true);
  await issued.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  await issued.getByRole('button', { name: 'Done' }).click();

  const row = page.locator('.ant-table-tbody tr', { hasText: 'E2E integration' });
  await row.getByRole('button', { name: 'Change expiration' }).click();
  const change = page.getByRole('dialog', { name: /Change expiration/ });
  const newDay = dayFromToday(45);
  await typeDay(change.getByLabel('Expiration Date'), newDay);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expiration changed')).toBeVisible();
  await expect(row.getByText(newDay.us)).toBeVisible();

  await row.getByRole('button', { name: 'Disable' }).click();
  await confirmPopover(page, 'Disable');
  await expect(row.getByText('Disabled')).toBeVisible();
});

test('add a subscription, update its quantity, cancel it', async ({ page }) => {
  const stamp = Date.now();
  await openCustomer(page, `E2E Screening Subs ${stamp}`, `e2e.scr.subs.${stamp}`);
  const identityCheck = page.getByRole('checkbox', { name: /Identity Check/ });
  const services = page.locator('.ant-card', { has: identityCheck });
  await identityCheck.check();
  await services.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The services have been saved')).toBeVisible();

  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL(/tab=subscriptions/);
  await page.getByRole('button', { name: 'Add Subscription' }).click();
  const add = page.getByRole('dialog', { name: 'Add Subscription' });
  await add.getByLabel('Plan').click();
  // The open list's option, by its title (antd keeps closed lists and an unseen copy of the options).
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(/Identity Check Monthly/)
    .click();
  await add.getByLabel('Quantity').fill('250');
  await typeDay(add.getByLabel('Expiration Date'), dayFromToday(60));
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('The subscription has been added')).toBeVisible();
  const row = page.locator('.ant-table-tbody tr', { hasText: 'Identity Check' });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByRole('cell', { name: '250', exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Update' }).click();
  const update = page.getByRole('dialog', { name: /Update Identity Check subscription/ });
  await update.getByLabel('Quantity').fill('500');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The subscription has been updated')).toBeVisible();
  await expect(row.getByRole('cell', { name: '500', exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Cancel' }).click();
  await confirmPopover(page, 'Cancel subscription');
  await expect(page.getByText('The subscription has been cancelled')).toBeVisible();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Update' })).toHaveCount(0);
});

test('view statistics for a range, and see the rounding message for a range over two years', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const from = dayFromToday(-10);
  const to = dayFromToday(0);
  await page.goto(`/ScreeningService/Statistics?from=${from.iso}&to=${to.iso}`);
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible();
  await expect(
    page.getByRole('figure', {
      name: `Requests per day, ${from.us} – ${to.us}`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Requests per service' })).toBeVisible();

  await typeDay(page.getByPlaceholder('Start date'), dayFromToday(-3 * 365), 'Enter');
  await typeDay(page.getByPlaceholder('End date'), to, 'Enter');
  await expect(page.getByRole('status')).toHaveText(
    'The selected dates were rounded to match maximum time interval',
  );
  await expect(page).toHaveURL(new RegExp(`to=${to.iso}`));
});
