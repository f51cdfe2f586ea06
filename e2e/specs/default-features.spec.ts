import { createAccountThroughApi, expect, signIn, test } from '../fixtures';

test('Checkpoint staff change the default customer permissions and they stay changed', async ({ page }) => {
  await signIn(page, 'checkpoint');
  await page.goto('/Dashboard/DefaultPermissions');
  await expect(page.getByRole('heading', { name: 'Default customer permissions' })).toBeVisible();
  await expect(page.getByText(/apply to new customers/)).toBeVisible();

  // The demo gives new customers of the main company ID scanning but not manual review.
  const idScanning = page.getByRole('checkbox', { name: /ID scanning/ });
  const manualReview = page.getByRole('checkbox', { name: /Manual review/ });
  await expect(idScanning).toBeChecked();
  await expect(manualReview).not.toBeChecked();
  await expect(page.getByText('Send doubtful verifications to manual review.')).toBeVisible();

  await manualReview.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Default customer permissions updated!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Manual review/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /ID scanning/ })).toBeChecked();
});

test('staff without the Checkpoint role cannot open default permissions', async ({ page }) => {
  await signIn(page, 'support');
  await page.goto('/Dashboard/DefaultPermissions');
  await expect(page).toHaveURL(/\/forbidden/);
});

test('a new account inherits the default permissions in force when it is created', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/Dashboard/DefaultPermissions');
  const income = page.getByRole('checkbox', { name: /Income verification/ });
  await expect(income).not.toBeChecked();
  await income.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Default customer permissions updated!')).toBeVisible();

  const accountId = await createAccountThroughApi(page, {
    name: 'Inherits Defaults',
    login: `ina.${Date.now()}`,
  });

  await page.goto(`/Accounts/${accountId}`);
  const settings = page.locator('.ant-card').filter({ hasText: 'Account settings' });
  await expect(settings.getByRole('checkbox', { name: /Income verification/ })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: /ID scanning/ })).toBeChecked();
});
