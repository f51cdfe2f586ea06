import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, createAccountThroughApi, expect, signIn, test } from '../fixtures';

/** MM/DD/YYYY, `days` from today: how the date pickers take a date. */
function usDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
}

/** Chooses an option of a select (fixtures' chooseOption) until `chosen` shows it took. */
const choose = (page: Page, select: Locator, option: string, chosen: Locator) =>
  chooseOption(page, select, option, () => expect(chosen).toBeVisible({ timeout: 1_000 }), { exact: false });

interface NewAccount {
  name: string;
  login: string;
}

/**
 * Creates an account through Create Account: assigned to the signed-in admin, with Face Compare on
 * the Basic plan ending in 20 days, so it ranks 30 (console-core §4: warning, an orange row).
 * Returns the new account's id, read from its link in the list.
 */
async function createAccountInDialog(page: Page, { name, login }: NewAccount): Promise<number> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Account Name').fill(name);
  await choose(
    page,
    dialog.getByLabel('Assigned To'),
    'Avery Admin (current)',
    dialog.getByTitle('Avery Admin (current)'),
  );
  await dialog.getByLabel('First Name').fill('Erin');
  await dialog.getByLabel('Last Name').fill('Endtoend');
  await dialog.getByLabel('Login').fill(login);
  await dialog.getByLabel('Email').fill(`${login}@console.example`);
  await dialog.getByRole('checkbox', { name: 'Face Compare' }).check();
  const expiration = dialog.getByLabel('Face Compare expiration date');
  await choose(
    page,
    dialog.getByLabel('Face Compare plan'),
    'Basic',
    expiration.and(page.locator(':enabled')),
  );
  await expiration.fill(usDateIn(20));
  await dialog.getByLabel('Face Compare expiration date').press('Enter');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByText('Account created')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list shows the new account by its name.
  await expect(page).toHaveURL(/textFilter=/);
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  return Number((await link.getAttribute('href'))?.split('/').pop());
}

test('an Admin creates an account with a product and plan, sees its rank colour, and opens it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const id = await createAccountInDialog(page, { name: 'E2E Harbor Rentals', login: 'e2e.harbor' });

  const row = page.getByRole('row', { name: /E2E Harbor Rentals/ });
  await expect(row.getByRole('cell', { name: '30', exact: true })).toBeVisible();
  // Rank 30 is the warning band: the row is tinted orange.
  await expect(row.getByRole('cell').first()).toHaveCSS('background-color', 'rgb(255, 247, 230)');
  await expect(row.getByText('Yes')).toBeVisible();

  await page.getByRole('link', { name: 'E2E Harbor Rentals', exact: true }).click();
  await expect(page).toHaveURL(`/Accounts/${id}`);
  await expect(page.getByRole('heading', { name: 'E2E Harbor Rentals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'General Info' })).toBeVisible();
  const faceCompare = page.getByRole('region', { name: 'Face Compare' });
  await expect(faceCompare.getByText('Active')).toBeVisible();
  await expect(faceCompare.getByRole('alert')).toContainText('within 30 days');

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(`/Accounts/${id}?tab=users`);
  await expect(page.getByRole('cell', { name: 'e2e.harbor@console.example' })).toBeVisible();
  // Back to the list as it was left: still searching for the new account.
  await page.getByRole('link', { name: 'Back to Accounts List' }).click();
  await expect(page).toHaveURL(/\/\?textFilter=E2E/);

  // The tab is the URL's: a reload or a link with ?tab=users opens the Users tab.
  await page.goto(`/Accounts/${id}?tab=users`);
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: 'e2e.harbor@console.example' })).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page).toHaveURL(`/Accounts/${id}?tab=details`);
  await expect(page.getByRole('region', { name: 'General Info' })).toBeVisible();
});

test('an Admin adds a user to an account and copies their credentials', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin');
  const id = await createAccountThroughApi(page, { name: 'E2E Cedar Court', login: 'e2e.cedar' });

  await page.goto(`/Accounts/${id}?tab=users`);
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await add.getByLabel('Login').fill('e2e.cedar.nora');
  await add.getByLabel('First Name').fill('Nora');
  await add.getByLabel('Last Name').fill('Newton');
  await add.getByLabel('Email').fill('e2e.cedar.nora@console.example');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'e2e.cedar.nora@console.example' })).toBeVisible();

  await page.getByRole('button', { name: 'Show credential e2e.cedar.nora' }).click();
  const credentials = page.getByRole('dialog', { name: 'Credentials of Nora Newton' });
  await expect(credentials.getByText('e2e.cedar.nora', { exact: true })).toBeVisible();
  await credentials.getByRole('button', { name: 'Copy Login' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('e2e.cedar.nora');
  // The auto-login link is offered while its 30-second countdown runs.
  await expect(credentials.getByRole('link', { name: /Open auto-login link/ })).toBeVisible();
  await expect(credentials.getByRole('timer')).toHaveText(/^([12]\d|30|\d)s$/);
});

test('deleting an account asks for its name, reports products that refuse, then deletes', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // Face Compare on a running Basic plan: a paid subscription that refuses deletion.
  const id = await createAccountThroughApi(page, {
    name: 'E2E Delete Me',
    login: 'e2e.delete',
    product: { name: 'Face Compare', plan: 'Basic', expiresInDays: 20 },
  });
  await page.goto(`/Accounts/${id}`);

  const prompt = page.getByRole('dialog', { name: 'Delete Account' });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await prompt.getByLabel('Account name').fill('E2E Delete');
  await prompt.getByRole('button', { name: 'Delete' }).click();
  await expect(prompt.getByText('Invalid account name entered')).toBeVisible();

  // A running paid subscription (Face Compare on Basic) refuses to go: the account stays.
  await prompt.getByLabel('Account name').fill('E2E Delete Me');
  await prompt.getByRole('button', { name: 'Delete' }).click();
  const errors = page.getByRole('dialog', { name: 'Errors when deleting an account' });
  await expect(errors.getByRole('region', { name: 'Face Compare' })).toContainText('Basic subscription');
  await errors.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(`/Accounts/${id}`);

  // Moved to the Trial plan, it may go.
  const faceCompare = page.getByRole('region', { name: 'Face Compare' });
  await faceCompare.getByRole('button', { name: 'Edit subscription' }).click();
  const subscription = page.getByRole('dialog', { name: 'Subscription of Face Compare' });
  await choose(page, subscription.getByLabel('Subscription Plan'), 'Trial', subscription.getByTitle('Trial'));
  await subscription.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Subscription details updated')).toBeVisible();
  await expect(faceCompare.getByText('Trial')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await prompt.getByLabel('Account name').fill('E2E Delete Me');
  await prompt.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E2E Delete Me', exact: true })).toHaveCount(0);
});

/** The cells of a CSV file's lines (RFC 4180: quoted cells may hold commas and doubled quotes). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (line === '') continue;
    const cells: string[] = [];
    for (const match of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)) {
      cells.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
    }
    rows.push(cells);
  }
  return rows;
}

test('an Admin exports the filtered, sorted accounts list as CSV and reads every matching row', async ({
  page,
}) => {
  await signIn(page, 'admin');
  for (const [name, login] of [
    ['E2E Export Cypress', 'e2e.export.c'],
    ['E2E Export Alder', 'e2e.export.a'],
    ['E2E Export Birch', 'e2e.export.b'],
    ['E2E Elsewhere', 'e2e.elsewhere'],
  ] as const) {
    await createAccountThroughApi(page, { name, login });
  }

  await page.goto('/');
  await page.getByLabel('Search accounts').fill('E2E Export');
  await page.getByLabel('Search accounts').press('Enter');
  await expect(page).toHaveURL(/textFilter=E2E\+Export/);
  await page.getByRole('columnheader', { name: 'Account Name' }).click();
  await expect(page).toHaveURL(/sortField=customerName&order=asc/);
  await expect(page.getByText('3 accounts')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^accounts.*\.csv$/);
  const path = await download.path();
  const [header, ...rows] = readCsv(await readFile(path, 'utf8'));

  expect(header?.join(',')).toBe('Account ID,Account Name,Parent,Contact Name,Active,Issues,Assigned To');
  // Every row matches the search, in the list's order, and there is one row per listed account.
  const names = rows.map((row) => row[1]);
  expect(names).toEqual(['E2E Export Alder', 'E2E Export Birch', 'E2E Export Cypress']);
  for (const row of rows) {
    expect(row).toHaveLength(7);
    expect(row[1]).toContain('E2E Export');
    expect(row[3]).toBe('Erin Endtoend');
  }
});
