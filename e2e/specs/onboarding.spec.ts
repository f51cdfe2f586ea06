import type { Page } from '@playwright/test';
import { createAccountThroughApi, expect, signIn, test, contentOf, downloadFromNewWindow } from '../fixtures';

// Onboarding Settings (issue 17): short journeys on an account created through the API with the
// Onboarding product.

const ONBOARDING = { name: 'Onboarding', plan: 'Basic', expiresInDays: 90 };

async function openOnboardingSettings(page: Page) {
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByRole('menuitem', { name: 'Onboarding Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Onboarding Settings' })).toBeVisible();
}

test("edit an onboarding account's settings, then let the company defaults apply again", async ({ page }) => {
  await signIn(page, 'admin');
  await createAccountThroughApi(page, {
    name: 'E2E Onboarding Towers',
    login: 'e2e.onboarding.towers',
    product: ONBOARDING,
  });
  await openOnboardingSettings(page);
  await page.getByLabel('Search onboarding accounts').fill('E2E Onboarding Towers');
  await page.getByLabel('Search onboarding accounts').press('Enter');
  await page.getByRole('link', { name: 'E2E Onboarding Towers' }).click();
  await expect(page.getByRole('heading', { name: 'E2E Onboarding Towers' })).toBeVisible();

  await page.getByRole('tab', { name: 'Account Settings' }).click();
  // Never saved: the 404 is a state of the page, not an error.
  await expect(page.getByText(/has no settings of its own/)).toBeVisible();
  await page.getByRole('button', { name: 'Set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Account Settings' });
  await dialog.getByLabel('Link Valid (hours)').fill('36');
  await dialog.getByLabel('Attempts Allowed').fill('4');
  await dialog.getByLabel('Notification Email').fill('towers@leasing.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  const card = page.locator('.ant-card', { hasText: 'Account Settings' }).last();
  await expect(card.getByText('towers@leasing.example')).toBeVisible();
  await expect(card.getByText('36', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Use the defaults' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Settings dropped: the company defaults apply')).toBeVisible();
  await expect(page.getByText(/has no settings of its own/)).toBeVisible();
});

test('open the onboarding requests count report in a new window and download its CSV', async ({ page }) => {
  await signIn(page, 'admin');
  await createAccountThroughApi(page, {
    name: 'E2E Onboarding Report',
    login: 'e2e.report',
    product: ONBOARDING,
  });
  await openOnboardingSettings(page);

  const download = await downloadFromNewWindow(page, page.getByRole('button', { name: 'Open Report' }));
  expect(download.url()).toMatch(/\/api\/OnboardingReports\/accountsRequestsCountReportCsv\?dateFrom=/);
  expect(download.suggestedFilename()).toMatch(/^onboarding-accounts-requests-count-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await contentOf(download)).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('Account ID,Account Name,Active,From,To,Requests,Success,Failed,Review');
  expect(text).toContain(',E2E Onboarding Report,Yes,');
});
