import { expectAccessible } from '../axe';
import { confirmPopover, createAccountThroughApi, expect, signIn, test } from '../fixtures';

// Power BI (issue 18): a customer's report set up on the Dashboard's customer page; the token is
// shown only masked, and deleted.

const VERISCAN_ONLINE = { name: 'Veriscan Online', plan: 'Basic', expiresInDays: 365 };
const TOKEN = 'e2e-embed-token-value-QZ42';

test('Power BI settings are saved with the token masked, and the token is deleted', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await createAccountThroughApi(page, {
    name: 'E2E Power BI Lofts',
    login: 'e2e.powerbi',
    product: VERISCAN_ONLINE,
  });
  await page.goto(`/Dashboard/Customers/${id}?tab=powerbi`);
  await expect(page.getByText('No Power BI report is set up for this customer.')).toBeVisible();

  await page.getByRole('button', { name: 'Set up Power BI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Power BI report: Settings' });
  await dialog.getByLabel('Workspace ID').fill('0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f');
  await dialog.getByLabel('Report ID').fill('5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d');
  await dialog
    .getByLabel('Embed URL')
    .fill('https://app.powerbi.com/reportEmbed?reportId=5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d');
  await dialog.getByLabel('Access token').fill(TOKEN);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Power BI settings saved')).toBeVisible();

  await expect(page.getByLabel('Access token')).toHaveText('••••••QZ42');
  await expect(page.getByTitle('Power BI report')).toHaveAttribute(
    'src',
    'https://app.powerbi.com/reportEmbed?reportId=5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  );
  await expect(page.getByText(TOKEN)).toHaveCount(0);
  await expectAccessible(page, 'the Power BI tab');

  await page.getByRole('button', { name: 'Delete token' }).click();
  await confirmPopover(page, 'Delete');
  await expect(page.getByText('Access token deleted')).toBeVisible();
  await expect(page.getByLabel('Access token')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete token' })).toHaveCount(0);
});
