import type { Page } from '@playwright/test';
import { settingsUsersApi, type SettingsUserInput } from '@console/contract/settings-users/api';
import { authenticatorCode } from '../../server/src/testing/totp.ts';
import { callFromPage, confirmPopover, expect, signIn, test } from '../fixtures';

/**
 * Two-step sign-in, as a staff user of its own sets it up and uses it (not `admin`, whom the other
 * journeys sign in as with the password alone). One journey after another: the secret the first
 * reads from the page and the recovery codes it is shown are the later ones' phone and paper.
 */
test.describe.configure({ mode: 'serial' });

const USER = { userName: 'tess.twostep', password: 'Tess#Pass2025', name: 'Tess Twostep' };
let secret = '';
let recoveryCodes: string[] = [];

/** Adds a settings user through the call the Add User dialog makes, from an Admin's page. */
async function createStaffThroughApi(page: Page, user: SettingsUserInput): Promise<void> {
  const created = await callFromPage(page, {
    method: 'POST',
    path: settingsUsersApi.create.path,
    body: user,
  });
  expect(created.status, created.text).toBe(200);
}

/** The sign-in page's first step; a user with two-step sign-in lands on the code page. */
async function signInWithPassword(page: Page) {
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/Authorize\/Login/);
  await page.getByLabel('Login').fill(USER.userName);
  await page.getByLabel('Password').fill(USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.beforeAll(async ({ browser, baseURL }) => {
  const admin = await browser.newContext({ baseURL });
  const page = await admin.newPage();
  await signIn(page, 'admin');
  await createStaffThroughApi(page, {
    userName: USER.userName,
    firstName: 'Tess',
    lastName: 'Twostep',
    email: 'tess.twostep@console.example',
    password: USER.password,
  });
  await admin.close();
});

test('a staff user sets up two-step sign-in from the user menu and is shown the recovery codes once', async ({
  page,
}) => {
  await signIn(page, USER.userName, USER.password);
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: 'Two-step sign-in' }).click();
  await expect(page).toHaveURL(/\/TwoStepSignIn$/);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();

  await page.getByRole('button', { name: /Set up two-step sign-in/ }).click();
  await expect(page.getByLabel('QR code of the authenticator key')).toBeVisible();
  // The key as a person would type it into the app, without the spaces that group it.
  secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);

  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Authorize\/Login/);
});

test('they sign in with the password, then the code their app shows', async ({ page }) => {
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/Authorize\/SecondFactor/);
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is not right, or was used already.');
  // The setup used the code of its 30 seconds: the app's next one is the one not used yet.
  await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(USER.name);
});

test('without their phone, they sign in with a recovery code, which is then spent', async ({ page }) => {
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/Authorize\/SecondFactor/);
  await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(USER.name);
  await page.goto('/TwoStepSignIn');
  await expect(page.getByRole('row', { name: /Recovery codes left/ })).toContainText('9');
});

test('an Admin resets it from the users screen, and the user signs in with the password alone', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'admin');
  await page.goto(`/Users?Filter=${USER.userName}`);
  await page.getByRole('button', { name: `Reset two-step sign-in of ${USER.userName}` }).click();
  await confirmPopover(page, 'Reset');
  await expect(page.getByText('Two-step sign-in has been reset')).toBeVisible();

  const user = await browser.newContext({ baseURL });
  await signIn(await user.newPage(), USER.userName, USER.password);
  await user.close();

  // Gone again, so the other journeys count the demo's staff whatever order they run in.
  await page.getByRole('button', { name: `Delete ${USER.userName}` }).click();
  await confirmPopover(page, 'Delete');
  await expect(page.getByText('User has been successfully deleted!')).toBeVisible();
});
