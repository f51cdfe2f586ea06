import { expectAccessible, expectAccessibleInBothThemes, OPEN_DIALOG } from '../axe';
import { createAccountThroughApi, expect, signIn, test, VERISCAN_ONLINE } from '../fixtures';

// axe-core on every screen and the main dialogs (issue 11): one journey per group of screens, so
// the suite signs in a handful of times rather than once per screen.

test('the sign-in page, default permissions, the Terms and the 404 page pass axe', async ({ page }) => {
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByLabel('Login')).toBeVisible();
  await expectAccessible(page, 'the sign-in page');

  // Default permissions are Checkpoint's page.
  await signIn(page, 'checkpoint');
  await page.goto('/Dashboard/DefaultPermissions');
  await expect(page.getByRole('heading', { name: 'Default customer permissions' })).toBeVisible();
  await expectAccessible(page, 'default permissions');
  await page.goto('/Terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expectAccessible(page, 'Terms');
  await page.goto('/no-such-page');
  await expect(page.getByText(/not found/)).toBeVisible();
  await expectAccessible(page, 'the 404 page');
});

test('the accounts list, Create Account and an account with its tabs pass axe', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expectAccessible(page, 'the accounts list');

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' }).getByLabel('Account Name')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'Create Account', OPEN_DIALOG);
  await page.keyboard.press('Escape');

  const id = await createAccountThroughApi(page, {
    name: 'Axe Rentals',
    login: 'axe.rentals',
    product: { name: 'Face Compare', plan: 'Basic', expiresInDays: 20 },
  });
  await page.goto(`/Accounts/${id}`);
  await expect(page.getByRole('region', { name: 'General Info' })).toBeVisible();
  await expectAccessible(page, 'the account Details tab');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('cell', { name: 'axe.rentals@console.example' })).toBeVisible();
  await expectAccessible(page, 'the account Users tab');
});

test('the collector list, a log, the tokens and Issue token pass axe', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/collector');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expectAccessible(page, 'the collector list');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Download Zip' })).toBeVisible();
  await expectAccessible(page, 'a collector log');

  await page.goto('/collector/settings/tokens');
  await expect(page.getByRole('heading', { name: 'Ingestion tokens' })).toBeVisible();
  await expectAccessible(page, 'the ingestion tokens');
  await page.getByRole('button', { name: 'Issue token' }).click();
  await expect(page.getByRole('dialog', { name: 'Issue token' }).getByLabel('Label')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'Issue token', OPEN_DIALOG);
});

test('settings users with Edit User, and background jobs pass axe', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/Users');
  await expect(page.getByRole('columnheader', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, 'the settings users');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit User' }).getByLabel('Last Name')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'Edit User', OPEN_DIALOG);
  await page.keyboard.press('Escape');

  await page.goto('/BackgroundJobs');
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  await expectAccessible(page, 'background jobs');
});

test("the Dashboard's customers, a customer with its tabs, the General Info form and Set features pass axe", async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/Dashboard/Customers');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expectAccessible(page, 'the Dashboard customers');

  const id = await createAccountThroughApi(page, {
    name: 'Axe Online Lofts',
    login: 'axe.online',
    product: VERISCAN_ONLINE,
  });
  await page.goto(`/Dashboard/Customers/${id}`);
  await expect(page.getByRole('region', { name: 'General Info' })).toBeVisible();
  await expect(page.getByText('Nothing in this range')).toBeVisible();
  await expectAccessible(page, 'a Dashboard customer');
  await page.getByRole('button', { name: 'Edit General Info' }).click();
  await expect(page.getByRole('region', { name: 'General Info' }).getByLabel('Contact Name')).toBeVisible();
  await expectAccessible(page, 'the General Info form');
  await page.getByRole('tab', { name: /Users/ }).click();
  await expect(page.getByRole('cell', { name: 'axe.online@console.example' })).toBeVisible();
  await expectAccessible(page, 'a Dashboard customer Users tab');
  await page.getByRole('tab', { name: /Locations/ }).click();
  await expect(page.getByText('No locations yet')).toBeVisible();
  await expectAccessible(page, 'a Dashboard customer Locations tab');
  await page.getByRole('tab', { name: 'Features' }).click();
  await expect(page.getByRole('switch', { name: 'ID scanning' })).toBeVisible();
  await expectAccessible(page, 'a Dashboard customer Features tab');
  await page.getByRole('tab', { name: /Users/ }).click();
  await page.getByRole('checkbox', { name: 'Select axe.online', exact: true }).check();
  await page.getByRole('button', { name: 'Set features' }).click();
  await expect(page.getByRole('dialog', { name: /Set features for 1 selected user/ })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'the Set features dialog');
});
