import { screeningApi } from '@console/contract/screening/api';
import { screeningBillingApi } from '@console/contract/screening/billing';
import { createAccountThroughApi, expect, signIn, test, contentOf } from '../fixtures';

// Screening billing (issue 14): a card added in the dialog and made the default on a screening
// account created through the API; an invoice's PDF opened on a demo screening account, whose
// invoices the demo made with the real invoice run.

const VERIFICATION_SERVICE = { name: 'Verification Service', plan: 'Basic', expiresInDays: 90 };

test('add a card and make it the default', async ({ page }) => {
  await signIn(page, 'admin');
  const stamp = Date.now();
  const id = await createAccountThroughApi(page, {
    name: `E2E Billing Cards ${stamp}`,
    login: `e2e.billing.${stamp}`,
    product: VERIFICATION_SERVICE,
  });
  await page.goto(`/ScreeningService/Customer/${id}/invoices`);
  const cards = page.locator('.ant-card', { hasText: 'Invoices are charged to the default card' });
  await expect(cards.getByText('No cards yet')).toBeVisible();

  for (const [number, holder] of [
    ['4242 4242 4242 4242', 'Pat Visa'],
    ['5555 5555 5555 4444', 'Pat Master'],
  ] as const) {
    await cards.getByRole('button', { name: 'Add Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Card' });
    await dialog.getByLabel('Card Number').fill(number);
    await dialog.getByLabel('Expiry Month').fill('12');
    await dialog.getByLabel('Expiry Year').fill(String(new Date().getFullYear() + 2));
    await dialog.getByLabel('Security Code').fill('123');
    await dialog.getByLabel('Cardholder Name').fill(holder);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
  }
  const visa = cards.locator('tr', { hasText: 'Visa •••• 4242' });
  const master = cards.locator('tr', { hasText: 'MasterCard •••• 4444' });
  await expect(visa.getByText('Default')).toBeVisible();
  await master.getByRole('button', { name: 'Make MasterCard 4444 the default' }).click();
  await expect(page.getByText('The default card has been changed')).toBeVisible();
  await expect(master.getByText('Default')).toBeVisible();
  await expect(visa.getByRole('button', { name: 'Make Visa 4242 the default' })).toBeVisible();
});

test('open an invoice PDF', async ({ page }) => {
  await signIn(page, 'admin');
  // A demo screening account with invoices, found through the calls the pages make.
  const found = await page.evaluate(
    async ({ accountsPath, invoicesPath }) => {
      const accounts = (await (await fetch(`${accountsPath}?pageSize=100`)).json()) as {
        items: { id: number }[];
      };
      for (const { id } of accounts.items) {
        const invoices = (await (await fetch(invoicesPath.replace('{id}', String(id)))).json()) as {
          items: { number: string | null }[];
        };
        const numbered = invoices.items.find((invoice) => invoice.number);
        if (numbered) return { id, number: numbered.number as string };
      }
      return undefined;
    },
    { accountsPath: screeningApi.accounts.path, invoicesPath: screeningBillingApi.invoices.path },
  );
  if (!found) throw new Error('the demo has no screening invoices');
  await page.goto(`/ScreeningService/Customer/${found.id}/invoices`);
  const row = page.locator('.ant-table-tbody tr', { hasText: found.number });
  await expect(row).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `PDF of invoice ${found.number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${found.number}.pdf`);
  expect((await contentOf(file)).subarray(0, 5).toString()).toBe('%PDF-');
});
