import type { Page } from '@playwright/test';
import { expectAccessible } from '../axe';
import {
  createAccountThroughApi,
  expect,
  FACE_COMPARE,
  reportThroughProductApi,
  signIn,
  test,
} from '../fixtures';

// Manual validation (issue 16): two requests a face product sent to review, set up through the
// APIs as a product makes them (a token issued by the console, the requests and a portrait and a
// selfie through the product API), then worked in the queue from claim to decision with the keys.

/** Reports the requests to review with a portrait and a selfie, each a minute older than the next; answers their ids. */
const reportForReview = (page: Page, accountId: number, externalIds: string[]): Promise<number[]> =>
  reportThroughProductApi(
    page,
    accountId,
    externalIds.map((externalId, n) => ({
      request: {
        externalId,
        status: 'review',
        startedAt: new Date(Date.now() - (externalIds.length - n) * 60_000).toISOString(),
        result: { matchScore: 70, matchThreshold: 85 },
      },
      images: { portrait: '#c68642', selfie: '#e0ac69' },
    })),
  );

test('a reviewer works queue items from claim to decision with the keyboard', async ({ page }) => {
  const run = Date.now();
  const name = `E2E Review ${run}`;
  await signIn(page, 'admin');
  const accountId = await createAccountThroughApi(page, {
    name,
    login: `e2e.review.${run}`,
    product: FACE_COMPARE,
  });
  const [first, second] = await reportForReview(page, accountId, [
    `e2e-review-${run}-1`,
    `e2e-review-${run}-2`,
  ]);

  // The queue, filtered to the customer in the address, oldest first.
  await page.goto(`/ManualVerification?accountId=${accountId}`);
  await expect(page.getByRole('heading', { name: 'Manual Verification' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr[data-row-key]');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(String(first));
  await expectAccessible(page, 'the review queue');
  await page.getByRole('link', { name: String(first), exact: true }).click();

  // Opening it claims it; the face match is below its threshold.
  await expect(page.getByRole('heading', { name: `Review item ${first}` })).toBeVisible();
  await expect(page.getByText('You are reviewing this item')).toBeVisible();
  await expect(page.getByText('Score 70 is below the threshold 85')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Selfie' })).toBeVisible();
  await expectAccessible(page, 'a review item');

  // A approves (Enter confirms the dialog).
  await page.keyboard.press('a');
  const approve = page.getByRole('dialog', { name: 'Approve this item' });
  await expect(approve).toBeVisible();
  await approve.getByLabel('Note').fill('Same person, poor light');
  await approve.getByLabel('Note').press('Enter');
  await expect(page.getByText('The item was approved')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Same person, poor light').first()).toBeVisible();

  // N opens the next open item: the second one, claimed in turn.
  await page.keyboard.press('n');
  await expect(page.getByRole('heading', { name: `Review item ${second}` })).toBeVisible();
  await expect(page.getByText('You are reviewing this item')).toBeVisible();

  // R rejects, with a reason from the list chosen by the keyboard and details typed.
  await page.keyboard.press('r');
  const reject = page.getByRole('dialog', { name: 'Reject this item' });
  await expect(reject).toBeVisible();
  await reject.getByLabel('Rejection reason').focus();
  await page.keyboard.type('Face');
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText(
    'Face does not match the document',
  );
  await page.keyboard.press('Enter');
  await expect(reject.locator('.ant-select')).toContainText('Face does not match the document');
  await reject.getByLabel('Details').fill('Different person');
  await reject.getByLabel('Details').press('Enter');
  await expect(page.getByText('The item was rejected')).toBeVisible();
  const history = page.locator('.ant-card', { hasText: 'History' });
  await expect(history).toContainText('Opened for review: New → In review');
  await expect(history).toContainText('Decided: In review → Rejected');
  await expect(history).toContainText('Face does not match the document: Different person');

  // Back in the queue, both are decided.
  await page.goto(`/ManualVerification?accountId=${accountId}&status=open`);
  await expect(page.getByText('No review items match')).toBeVisible();
});
