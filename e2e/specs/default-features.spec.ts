import { expect, signIn, test } from '../fixtures';

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

  // Created through the API the Create Account dialog calls (its own flow is in accounts.spec.ts).
  const accountId = await page.evaluate(async () => {
    const token =
      document.querySelector<HTMLMetaElement>('meta[name="request-verification-token"]')?.content ?? '';
    const admins = (await (await fetch('/api/Books/AdminUsers')).json()) as { id: number }[];
    const response = await fetch('/api/CommonAccount/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', RequestVerificationToken: token },
      body: JSON.stringify({
        customerName: 'Inherits Defaults',
        assignedTo: admins[0]?.id,
        firstName: 'Ina',
        lastName: 'Heritor',
        userName: `ina.${Date.now()}`,
        email: 'ina@example.test',
      }),
    });
    return ((await response.json()) as { customerId: number }).customerId;
  });

  await page.goto(`/Accounts/${accountId}`);
  const settings = page.locator('.ant-card').filter({ hasText: 'Account settings' });
  await expect(settings.getByRole('checkbox', { name: /Income verification/ })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: /ID scanning/ })).toBeChecked();
});
