import type { Page } from '@playwright/test';
import {
  chooseOption,
  confirmPopover,
  createAccountThroughApi,
  expect,
  FACE_COMPARE,
  reportThroughProductApi,
  signIn,
  test,
} from '../fixtures';

// Issue 16 (validation settings and failed records): an exception added and removed on the
// validation settings screen; a failed request reported through the product API, recorded by Sync
// and found on the failed records screen by its card id.

test('a validation exception is added, listed and removed', async ({ page }) => {
  const subject = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'admin');
  await page.goto('/validationSettings');
  await expect(page.getByRole('heading', { name: 'Validation settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Add exception' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add exception' });
  await dialog.getByLabel('Document Number').fill(subject);
  // The chosen value (antd also announces it in a live region with the same text).
  await chooseOption(page, dialog.getByLabel('Check'), 'MRZ check digits', () =>
    expect(dialog.getByTitle('MRZ check digits', { exact: true })).toBeVisible({ timeout: 1_000 }),
  );
  await dialog.getByLabel('Reason').fill('E2E: issuer misprint confirmed');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Exception added')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('MRZ check digits');
  await expect(row).toContainText('E2E: issuer misprint confirmed');
  await expect(page.getByText('There are changes the devices do not have yet')).toBeVisible();

  await row.getByRole('button', { name: `Delete exception ${subject}` }).click();
  await confirmPopover(page, 'Delete');
  await expect(page.getByText('Exception deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
});

/** Issues a Face Compare token for the account and reports a failed request naming a document. */
async function reportFailedRequest(page: Page, accountId: number, cardId: string): Promise<void> {
  await reportThroughProductApi(page, accountId, {
    request: {
      externalId: `e2e-failed-${cardId}`,
      status: 'failed',
      failureReason: 'E2E face does not match the document',
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      result: {
        documentType: 'DriversLicense',
        fields: { firstName: 'Erin', lastName: 'Endtoend', documentNumber: cardId },
      },
    },
  });
}

test('Sync records a failed request, found by its card id in the list and by the card check', async ({
  page,
}) => {
  const cardId = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'admin');
  const accountId = await createAccountThroughApi(page, {
    name: 'E2E Failed Records Lofts',
    login: `e2e.failed.${Date.now().toString(36)}`,
    product: FACE_COMPARE,
  });
  await reportFailedRequest(page, accountId, cardId);

  await page.goto('/Dashboard/FailedRecords');
  await expect(page.getByRole('heading', { name: 'Failed records' })).toBeVisible();
  await page.getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByText('Sync started')).toBeVisible();

  // The job runs in the background; the search reads the list again until the record is there.
  await expect(async () => {
    await page.getByLabel('Search failed records').fill(cardId);
    await page.getByLabel('Search failed records').press('Enter');
    await expect(page.getByRole('row').filter({ hasText: cardId })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const row = page.getByRole('row').filter({ hasText: cardId });
  await expect(row).toContainText('E2E Failed Records Lofts');
  await expect(row).toContainText('E2E face does not match the document');
  await expect(page).toHaveURL(new RegExp(`searchQuery=${cardId}`));

  await page.getByLabel('Check a card ID').fill(cardId.toLowerCase());
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${cardId} failed 1 time` })).toBeVisible();
});
