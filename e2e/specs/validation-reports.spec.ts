import type { Page } from '@playwright/test';
import {
  chooseOption,
  contentOf,
  createAccountThroughApi,
  downloadFromNewWindow,
  expect,
  FACE_COMPARE,
  openSelectList,
  reportThroughProductApi,
  signIn,
  test,
} from '../fixtures';

// Issue 18 (validation reports): a request reported through the product API with an address check
// and the device's checks shows on the Address Validation report (opened from the Reports group),
// whose filters and period survive a reload, and on the History Log, whose entry opens with its
// checks and whose CSV opens in a new window.

/** Issues a Face Compare token for the account and reports a request with an address and checks. */
async function reportRequest(page: Page, accountId: number, tag: string): Promise<void> {
  await reportThroughProductApi(page, accountId, {
    request: {
      externalId: `e2e-vreports-${tag}`,
      status: 'failed',
      failureReason: 'E2E tampering',
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      result: {
        documentType: 'DriversLicense',
        fields: { firstName: 'Erin', lastName: 'Endtoend', documentNumber: tag },
        checks: [
          { name: 'documentExpired', result: 'passed', reason: null },
          { name: 'tampering', result: 'failed', reason: 'E2E edited photo' },
        ],
        address: {
          validated: true,
          valid: false,
          found: false,
          line1: `${tag} Nowhere Rd`,
          city: 'Austin',
          state: 'TX',
          zip: '73301',
        },
      },
    },
  });
}

/** Chooses an option of one of the filter panel's selects, retried as a list still opening can lose a click. */
async function choose(page: Page, label: string, option: string) {
  const filters = page.getByRole('region', { name: 'Filters' });
  await chooseOption(page, filters.getByLabel(label), option, () =>
    expect(openSelectList(page)).toBeHidden({ timeout: 1_000 }),
  );
}

test('the validation reports show a reported request; their filters survive a reload', async ({ page }) => {
  const tag = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'admin');
  const accountId = await createAccountThroughApi(page, {
    name: 'E2E Validation Reports Lofts',
    login: `e2e.vreports.${Date.now().toString(36)}`,
    product: FACE_COMPARE,
  });
  await reportRequest(page, accountId, tag);

  // The validation reports are pages of the Reports group, which opens on the Location Report.
  await page.goto('/Dashboard/Reports');
  await expect(page.getByRole('heading', { name: 'Location Report', exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Address Validation', exact: true }).click();
  await expect(page).toHaveURL(/\/Reports\/AddressValidationReport$/);
  await expect(page.getByRole('heading', { name: 'Address Validation', exact: true })).toBeVisible();
  await expect(page.getByText('Last 24 hours', { exact: true })).toBeVisible();
  await page.getByLabel('Search addresses').fill(tag);
  await page.getByLabel('Search addresses').press('Enter');
  await choose(page, 'Valid filter', 'No');
  await expect(page).toHaveURL(/valid=false/);
  const row = page.getByRole('row').filter({ hasText: `${tag} Nowhere Rd` });
  await expect(row).toContainText('E2E Validation Reports Lofts');
  await expect(row).toContainText('Austin');

  // A chosen period (the last two days) goes into the address as fromto and is read back from it.
  const period = [Date.now() - 2 * 24 * 3_600_000, Date.now() + 3_600_000].map((ms) =>
    new Date(ms).toISOString(),
  );
  const url = new URL(page.url());
  for (const end of period) url.searchParams.append('fromto', end);
  await page.goto(url.toString());
  await expect(page.getByRole('button', { name: 'Default period', exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${tag} Nowhere Rd` })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/fromto=.*fromto=/);
  await expect(page.getByRole('button', { name: 'Default period', exact: true })).toBeVisible();
  await expect(page.getByLabel('Search addresses')).toHaveValue(tag);
  await expect(page.getByRole('region', { name: 'Filters' }).getByTitle('No', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${tag} Nowhere Rd` })).toBeVisible();

  await page.getByRole('menuitem', { name: 'History Log', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'History Log', exact: true })).toBeVisible();
  await page.getByLabel('Search the history log').fill(tag);
  await page.getByLabel('Search the history log').press('Enter');
  const entry = page.getByRole('row').filter({ hasText: tag });
  await expect(entry).toContainText('High');

  const download = await downloadFromNewWindow(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(download.url()).toMatch(
    new RegExp(`/api/Reports/HistoryLogReport\\?searchQuery=${tag}&format=csv$`),
  );
  const csv = (await contentOf(download)).toString('utf8');
  const [header, ...rows] = csv.split('\r\n').filter(Boolean);
  expect(header?.startsWith('ID,Validated At,Customer,Kind,Validated,Severity')).toBe(true);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(tag);

  await entry.getByRole('link').click();
  await expect(page.getByRole('row').filter({ hasText: 'No signs of tampering' })).toContainText(
    'E2E edited photo',
  );
  await page.getByRole('link', { name: 'Back to History Log' }).click();
  await expect(page).toHaveURL(new RegExp(`searchQuery=${tag}`));
});
