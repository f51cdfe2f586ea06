import { expectAccessible, expectAccessibleInBothThemes, OPEN_DIALOG } from '../axe';
import { chooseOption, expect, signIn, test } from '../fixtures';

// E-mail report receivers (issue 18): a receiver added on the Receivers page and listed with its
// schedule and recipients.

test('a report receiver is added and listed', async ({ page }) => {
  const recipient = `e2e.${Date.now().toString(36)}@customer.example`;
  await signIn(page, 'admin');
  await page.goto('/Reports/Receivers');
  await expect(page.getByRole('heading', { name: 'Receivers' })).toBeVisible();
  // The demo's receivers, one of them failed (its Retry shown).
  await expect(page.getByRole('button', { name: /^Retry receiver/ }).first()).toBeVisible();
  await expectAccessible(page, 'the Receivers page');
  await expect(page.getByRole('row').nth(2)).toBeVisible();

  await page.getByRole('button', { name: 'Add receiver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add receiver' });
  await chooseOption(page, dialog.getByLabel('Report'), 'Failed verification records', () =>
    expect(dialog.getByRole('combobox', { name: 'Sort by' })).toBeVisible({ timeout: 1_000 }),
  );
  // The report's filters in staff words: its customers' lookup, the sort among its columns.
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toBeVisible();
  await dialog.getByText('Weekly', { exact: true }).click();
  await dialog.getByLabel('Recipients').fill(recipient);
  await dialog.getByLabel('Recipients').press('Enter');
  await expectAccessibleInBothThemes(page, 'the Add receiver dialog', OPEN_DIALOG);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Receiver added')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toContainText('Failed verification records');
  await expect(row).toContainText('Weekly on Monday at 06:00 UTC');
  await expect(row).toContainText('Not sent yet');
});
