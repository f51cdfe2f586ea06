import type { Page } from '@playwright/test';
import { fillPath } from '@console/contract/kit';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import {
  callFromPage,
  createAccountThroughApi,
  expect,
  firstDemoCustomer,
  openFirstLocation,
  signIn,
  test,
  VERISCAN_ONLINE,
} from '../fixtures';

// Feature toggles (issue 13): a customer's switch locks its locations' toggles, and the users table
// switches features for several users at once. The customers are the demo's (one with locations)
// and one created through the API (whose users are added through the API as well).

/** Adds a user to an online customer through the call the Add user dialog makes. */
async function addUserThroughApi(page: Page, customerId: number, login: string) {
  const added = await callFromPage(page, {
    method: 'POST',
    path: fillPath(vsOnlineApi.createUser.path, { id: customerId }),
    body: { userName: login, firstName: 'Team', lastName: login, email: `${login}@console.example` },
  });
  expect(added.status, added.text).toBe(200);
}

/** One feature's row of a toggles list, by its title. */
const featureRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

test('turn a feature off for a customer and see it locked at its location', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/Dashboard/Customers');
  // Sorted by last scan, newest first: the first customer has scanned, so it has locations.
  const first = firstDemoCustomer(page);
  const customer = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name: customer })).toBeVisible();

  await page.getByRole('tab', { name: 'Features' }).click();
  await expect(page).toHaveURL(/tab=features/);
  const features = page.getByRole('region', { name: 'Customer features' });
  // The demo company gives its customers ID scanning and withholds manual review.
  const idScanning = features.getByRole('switch', { name: 'ID scanning' });
  await expect(idScanning).toBeChecked();
  await expect(featureRow(page, 'Manual review').getByText('Not granted to the company')).toBeVisible();
  await expect(features.getByRole('switch', { name: 'Manual review' })).toBeDisabled();

  await idScanning.click();
  await expect(page.getByText('Features updated')).toBeVisible();
  await expect(idScanning).not.toBeChecked();

  await openFirstLocation(page);
  await page.getByRole('tab', { name: 'Features' }).click();
  const atLocation = page.getByRole('region', { name: 'Location features' });
  await expect(atLocation.getByRole('switch', { name: 'ID scanning' })).toBeDisabled();
  await expect(atLocation.getByRole('switch', { name: 'ID scanning' })).not.toBeChecked();
  await expect(featureRow(page, 'ID scanning').getByText('Turned off for the customer')).toBeVisible();
  // What the customer still has is inherited, and can be switched off here.
  const faceMatch = atLocation.getByRole('switch', { name: 'Face match' });
  await expect(faceMatch).toBeChecked();
  await expect(featureRow(page, 'Face match').getByText('Inherited')).toBeVisible();
  await faceMatch.click();
  await expect(featureRow(page, 'Face match').getByText('Set here: Off')).toBeVisible();
  await featureRow(page, 'Face match')
    .getByRole('button', { name: 'Reset to inherited: Face match' })
    .click();
  await expect(featureRow(page, 'Face match').getByText('Inherited')).toBeVisible();
  await expect(faceMatch).toBeChecked();

  // The demo customer gets its feature back for the other journeys.
  // The location page has a Features tab too: wait for the customer's page before choosing its tab.
  await page.getByRole('link', { name: `Back to ${customer}` }).click();
  await expect(page.getByRole('heading', { name: customer })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Locations \(\d+\)$/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Features' }).click();
  await page
    .getByRole('region', { name: 'Customer features' })
    .getByRole('switch', { name: 'ID scanning' })
    .click();
  await expect(
    page.getByRole('region', { name: 'Customer features' }).getByRole('switch', { name: 'ID scanning' }),
  ).toBeChecked();
});

test('set features for three users at once', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await createAccountThroughApi(page, {
    name: 'E2E Features Gardens',
    login: 'e2e.gardens',
    product: VERISCAN_ONLINE,
  });
  await addUserThroughApi(page, id, 'e2e.gardens.two');
  await addUserThroughApi(page, id, 'e2e.gardens.three');
  await page.goto(`/Dashboard/Customers/${id}?tab=users`);

  for (const login of ['e2e.gardens', 'e2e.gardens.two', 'e2e.gardens.three']) {
    await page.getByRole('checkbox', { name: `Select ${login}`, exact: true }).check();
  }
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Set features' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set features for 3 selected users' });
  await expect(dialog).toBeVisible();
  const faceMatch = dialog
    .getByRole('listitem')
    .filter({ has: page.getByText('Face match', { exact: true }) });
  await faceMatch.getByText('Off', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Features updated for 3 users')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Each of the three now has Face match set off here; the rest still inherited.
  for (const login of ['e2e.gardens', 'e2e.gardens.three']) {
    await page.getByRole('button', { name: `Features of ${login}`, exact: true }).click();
    const userDialog = page.getByRole('dialog', { name: `Features of ${login}`, exact: true });
    const row = userDialog
      .getByRole('listitem')
      .filter({ has: page.getByText('Face match', { exact: true }) });
    await expect(row.getByText('Set here: Off')).toBeVisible();
    await expect(row.getByRole('switch', { name: 'Face match' })).not.toBeChecked();
    const idRow = userDialog
      .getByRole('listitem')
      .filter({ has: page.getByText('ID scanning', { exact: true }) });
    await expect(idRow.getByText('Inherited')).toBeVisible();
    await userDialog.getByRole('button', { name: 'Close' }).click();
    await expect(userDialog).toBeHidden();
  }
});
