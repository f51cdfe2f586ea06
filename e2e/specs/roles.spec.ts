import { expectAccessible } from '../axe';
import { chooseOption, confirmPopover, expect, signIn, test } from '../fixtures';

// Roles and permissions (issue 27): an Admin gives a new staff user a role, reads the matrix, and
// sees what that user's roles reach in each company; staff without a role read the matrix too.

test('an Admin gives a new staff user Billing, reads the matrix and sees their effective permissions', async ({
  page,
}) => {
  const login = `bill.${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await page.goto('/Users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('First Name').fill('Billie');
  await create.getByLabel('Last Name').fill('Ledger');
  await create.getByLabel('Login').fill(login);
  await create.getByLabel('Email').fill(`${login}@console.example`);
  await create.getByLabel('Password', { exact: true }).fill('Billie#Pass2025');
  await chooseOption(page, create.getByLabel('Roles'), 'Billing', () =>
    expect(create.locator('.ant-select-selection-item', { hasText: 'Billing' })).toBeVisible({
      timeout: 1_000,
    }),
  );
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User has been successfully added!')).toBeVisible();

  // The matrix, reached from the Settings menu.
  await page.getByRole('menuitem', { name: 'Roles and permissions' }).click();
  await expect(page.getByRole('heading', { name: 'Roles and permissions' })).toBeVisible();
  const matrix = page.getByRole('table', { name: 'Roles and permissions' });
  const billing = matrix.getByRole('row').filter({ hasText: 'Manage billing' });
  // Every staff user, Admin, Super Admin, Checkpoint, Reviewer, Billing.
  const checks = billing.getByRole('cell');
  await expect(checks.nth(2).getByRole('img', { name: 'Granted' })).toBeVisible();
  await expect(checks.nth(6).getByRole('img', { name: 'Granted' })).toBeVisible();
  await expect(checks.nth(1).getByRole('img')).toHaveCount(0);
  await expectAccessible(page, 'the Roles and permissions page');

  // The new user's effective permissions, from their row.
  await page.goto('/Users');
  await page.getByLabel('Search users').fill(login);
  await page.getByLabel('Search users').press('Enter');
  await page.getByRole('button', { name: `Permissions of ${login}` }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'Permissions of Billie Ledger' });
  const veridian = drawer.getByRole('table', { name: 'Permissions in Veridian Demo Properties' });
  const row = veridian.getByRole('row').filter({ hasText: 'Manage billing' });
  await expect(row).toContainText('Billing');
  await expect(row).toContainText('Verification Services');
  await expect(veridian.getByRole('row').filter({ hasText: 'Read company data' })).toContainText(
    'Every staff user',
  );
  await expectAccessible(page, "the user's permissions", '.ant-drawer-body');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Gone again, so the other journeys count the demo's staff.
  await page.getByRole('button', { name: `Delete ${login}` }).click();
  await confirmPopover(page, 'Delete');
  await expect(page.getByText('User has been successfully deleted!')).toBeVisible();
});
