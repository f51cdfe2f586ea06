import { expect, signIn, test } from '../fixtures';

test('an anonymous visit lands on the branded sign-in page', async ({ page }) => {
  await page.goto('/Accounts/1');
  await expect(page).toHaveURL(/\/Authorize\/Login\?ReturnUrl=%2FAccounts%2F1/);
  await expect(page.getByRole('heading', { name: 'Veridian Console' })).toBeVisible();
});

test('a wrong password shows the generic message and stays on sign-in', async ({ page }) => {
  await page.goto('/Authorize/Login');
  await page.getByLabel('Login').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The login or password is incorrect.');
  await expect(page.getByLabel('Login')).toHaveValue('admin');
});

test('admin signs in, sees their name, and signs out after confirming', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toHaveText('Avery Admin');
  await expect(page.getByText('Veridian Demo Properties').first()).toBeVisible();

  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/Authorize\/Login/);
  // The session is gone: the console sends us back to sign-in.
  await page.goto('/');
  await expect(page).toHaveURL(/\/Authorize\/Login/);
});

test('an unknown path lands on 404 with where it came from', async ({ page }) => {
  await signIn(page, 'support');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404\?redirectedFrom=%2Fno-such-page/);
  await expect(page.getByText('Page "/no-such-page" not found')).toBeVisible();
});
