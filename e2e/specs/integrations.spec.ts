import { startFakeYardi, type FakeYardi } from '../../server/src/modules/integrations/fake-yardi.ts';
import { expect, firstDemoCustomer, openFirstLocation, signIn, test } from '../fixtures';

// A location's integration (issue 17): connect a demo location to Yardi, test the connection and
// run a sync, against a fake Yardi this spec starts on loopback (the console's server calls it).

let partner: FakeYardi;
test.beforeAll(async () => {
  partner = await startFakeYardi({ username: 'e2e-user', password: 'e2e-password-0001' }, [
    { propertyCode: 'MAPLE', propertyName: 'Maple Court', addressLine1: '1 Maple St' },
  ]);
  partner.units('MAPLE', [
    { unitCode: '101', unitName: 'Unit 101', beds: 1 },
    { unitCode: '102', unitName: 'Unit 102', beds: 2 },
    { unitCode: '103', unitName: 'Unit 103', beds: 2 },
    { unitCode: '104' },
  ]);
});
test.afterAll(() => partner.close());

test('connect a location to Yardi, test the connection and sync its units', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/Dashboard/Customers');
  await firstDemoCustomer(page).click();
  await openFirstLocation(page);
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await page.getByRole('link', { name: 'Connect Yardi' }).click();

  const settings = page.getByRole('form', { name: 'Yardi settings' });
  await settings.getByLabel('Base URL').fill(partner.url);
  await settings.getByLabel('Yardi location ID').fill('MAPLE');
  await settings.getByLabel('Username').fill('e2e-user');
  await settings.getByLabel('Password').fill('e2e-password-0001');
  await settings.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('The location is connected to Yardi')).toBeVisible();
  // The secret is never shown again, only its last characters.
  await expect(settings.getByLabel('Password')).toHaveAttribute('placeholder', '••••••0001');

  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected to Yardi: Maple Court' })).toBeVisible();

  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('The sync was queued')).toBeVisible();
  const last = page.getByLabel('Last sync');
  await expect(last).toContainText('Synced', { timeout: 30_000 });
  await expect(last.getByRole('row', { name: /Created 3/ })).toBeVisible();
  await expect(last).toContainText('The record has no unitName');
});
