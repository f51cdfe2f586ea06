import type { Page } from '@playwright/test';
import {
  createAccountThroughApi,
  expect,
  firstDemoCustomer,
  openFirstLocation,
  signIn,
  test,
  VERISCAN_ONLINE,
} from '../fixtures';

// The Dashboard's customers (issue 12): short journeys on a customer created through the API with
// Veriscan Online. Locations and devices come from products' reports (the product API), whose
// tokens the console issues to no staff screen yet, so the location journey opens one of the demo's
// (every demo customer with Veriscan Online has locations, devices and 90 days of scans).

/**
 * Confirms a confirmation dialog once it has finished opening: a click during antd's opening
 * animation was seen to go nowhere on a busy machine, leaving the dialog open.
 */
async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 2000 });
  }).toPass();
}

test('open a customer from the Dashboard list, edit General Info and save it', async ({ page }) => {
  await signIn(page, 'admin');
  await createAccountThroughApi(page, {
    name: 'E2E Dashboard Lofts',
    login: 'e2e.lofts',
    product: VERISCAN_ONLINE,
  });

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByRole('menuitem', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await page.getByLabel('Search customers').fill('E2E Dashboard Lofts');
  await page.getByLabel('Search customers').press('Enter');
  await page.getByRole('link', { name: 'E2E Dashboard Lofts' }).click();

  await expect(page.getByRole('heading', { name: 'E2E Dashboard Lofts' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    /Dashboard.*Customers.*E2E Dashboard Lofts/,
  );
  await expect(page).toHaveTitle(/E2E Dashboard Lofts/);
  const info = page.getByRole('region', { name: 'General Info' });
  await info.getByRole('button', { name: 'Edit General Info' }).click();
  await info.getByLabel('Contact Name').fill('Morgan Lofts');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account details updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'General Info' }).getByText('Morgan Lofts')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update at Account Page' })).toHaveAttribute(
    'href',
    /\/Accounts\/\d+$/,
  );
});

test('lock and unlock a user, and resend the registration e-mail', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await createAccountThroughApi(page, {
    name: 'E2E Dashboard Suites',
    login: 'e2e.suites',
    product: VERISCAN_ONLINE,
  });
  await page.goto(`/Dashboard/Customers/${id}?tab=users`);

  await page.getByRole('button', { name: 'Lock e2e.suites' }).click();
  await confirmIn(page, 'Lock user', 'Lock');
  await expect(page.getByText('e2e.suites locked')).toBeVisible();
  const row = page.getByRole('row', { name: /e2e\.suites@console\.example/ });
  await expect(row.getByText('No', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Unlock e2e.suites' }).click();
  await confirmIn(page, 'Unlock user', 'Unlock');
  await expect(page.getByText('e2e.suites unlocked')).toBeVisible();
  await expect(row.getByText('Yes', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Resend registration e-mail to e2e.suites' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Registration e-mail sent to e2e.suites@console.example')).toBeVisible();
});

test('view the metrics for a custom range, kept in the address', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await createAccountThroughApi(page, {
    name: 'E2E Dashboard Towers',
    login: 'e2e.towers',
    product: VERISCAN_ONLINE,
  });
  await page.goto(`/Dashboard/Customers/${id}?from=2026-01-01&to=2026-01-31`);
  await expect(page.getByRole('figure', { name: 'Scans per day, 01/01/2026 – 01/31/2026' })).toBeVisible();
  await expect(page.getByText('Nothing in this range')).toBeVisible();

  // A quick range replaces it in the address.
  await page.getByRole('button', { name: '1w' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page).not.toHaveURL(/from=2026-01-01/);

  // More than two years is refused with the contract's message.
  await page.goto(`/Dashboard/Customers/${id}?from=2020-01-01&to=2026-01-31`);
  await expect(page.getByText('The maximum time interval for a request is two years')).toBeVisible();
});

test("a demo customer's scans are drawn, and its location opens with its devices and team", async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/Dashboard/Customers');
  // Sorted by last scan, newest first: the first row has scanned, so it has locations.
  const first = firstDemoCustomer(page);
  const customer = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name: customer })).toBeVisible();
  // Its last 30 days of scans are drawn: the caption's totals and the chart's bars.
  const scans = page.getByRole('figure', { name: /^Scans per day/ });
  await expect(scans).toContainText(/Success [\d,]+/);
  await expect(scans.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await openFirstLocation(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(customer);
  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team members' })).toBeVisible();
});
