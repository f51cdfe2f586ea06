import { confirmPopover, DEMO_PASSWORD, expect, signIn, test } from '../fixtures';

test('an Admin adds, edits (changing the password) and deletes a settings user', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'admin');
  await page.goto('/Users');
  await expect(page.getByRole('columnheader', { name: 'Login' })).toBeVisible();
  // The demo's staff fill more than one page of 10.
  await expect(page.getByText('32 users')).toBeVisible();

  await page.getByRole('button', { name: 'Add User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await expect(create.getByText('(UTC-06:00) Central Time (US & Canada)')).toBeVisible();
  await create.getByLabel('First Name').fill('Erin');
  await create.getByLabel('Last Name').fill('Endtoend');
  await create.getByLabel('Login').fill('erin.e2e');
  await create.getByLabel('Email').fill('erin.e2e@console.example');
  await create.getByLabel('Password', { exact: true }).fill('Erin#Pass2025');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User has been successfully added!')).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByLabel('Search users').fill('erin.e2e');
  await page.getByLabel('Search users').press('Enter');
  await expect(page).toHaveURL(/Filter=erin\.e2e/);
  await expect(page.getByRole('cell', { name: 'Endtoend' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit erin.e2e' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Password', { exact: true })).toHaveCount(0);
  // Change opens the password field and Cancel closes it again; only then is it typed for real.
  await edit.getByRole('button', { name: 'Change' }).click();
  await edit.getByRole('button', { name: 'Cancel password change' }).click();
  await expect(edit.getByLabel('Password', { exact: true })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Change' }).click();
  await edit.getByLabel('Password', { exact: true }).fill('weak');
  await expect(edit.getByText(/Password must contain a digit/)).toBeVisible();
  await edit.getByLabel('Password', { exact: true }).fill('Erin#Changed2025');
  await edit.getByLabel('Last Name').fill('Endtoend-Edited');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User has been successfully saved!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Endtoend-Edited' })).toBeVisible();

  // The new password is the one that signs in now.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, 'erin.e2e', 'Erin#Changed2025');
  await expect(otherPage.getByTestId('user-name')).toHaveText('Erin Endtoend-Edited');
  await other.close();

  await page.getByRole('button', { name: 'Delete erin.e2e' }).click();
  await confirmPopover(page, 'Delete');
  await expect(page.getByText('User has been successfully deleted!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Endtoend-Edited' })).toHaveCount(0);
});

test('a duplicate login is shown on the Login field', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/Users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('First Name').fill('Second');
  await create.getByLabel('Last Name').fill('Support');
  await create.getByLabel('Login').fill('Support');
  await create.getByLabel('Email').fill('second.support@console.example');
  await create.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Login is already taken')).toBeVisible();
});

test('staff without the Admin role cannot open the users screen', async ({ page }) => {
  await signIn(page, 'checkpoint');
  await page.goto('/Users');
  await expect(page).toHaveURL(/\/forbidden/);
});
