import type { Page } from '@playwright/test';
import {
  createAccountThroughApi,
  expect,
  FACE_COMPARE,
  reportThroughProductApi,
  signIn,
  test,
} from '../fixtures';

// Face/ID (issue 15): a face request set up through the APIs as a product makes one (a face token
// issued by the console, the request and its two images reported through the product API), then
// opened in the console.

/** Reports a face request with its scores, and a portrait and a selfie; answers its id. */
async function reportFaceRequest(page: Page, accountId: number): Promise<number> {
  const [id] = await reportThroughProductApi(page, accountId, {
    request: {
      externalId: 'e2e-face-1',
      status: 'success',
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      result: { matchScore: 93, matchThreshold: 85, livenessScore: 96, livenessPassed: true },
    },
    images: { portrait: '#c68642', selfie: '#e0ac69' },
  });
  if (id === undefined) throw new Error('the product API answered no id');
  return id;
}

test('a face request shows the portrait and the selfie side by side with the score against its threshold', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const accountId = await createAccountThroughApi(page, {
    name: 'E2E Face Lofts',
    login: 'e2e.face',
    product: FACE_COMPARE,
  });
  const requestId = await reportFaceRequest(page, accountId);

  // From the users list to the account and its last requests, as staff would go.
  await page.goto('/Faces/Users');
  await page.getByLabel('Search face/ID accounts').fill('E2E Face Lofts');
  await page.getByLabel('Search face/ID accounts').press('Enter');
  await page.getByRole('link', { name: 'E2E Face Lofts' }).click();
  await expect(page.getByRole('heading', { name: 'E2E Face Lofts' })).toBeVisible();
  await page
    .getByRole('link', { name: /\d{2}\/\d{2}\/\d{4}/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/Faces/Requests/${requestId}$`));

  const portrait = page.getByRole('img', { name: 'Document portrait' });
  const selfie = page.getByRole('img', { name: 'Selfie' });
  for (const image of [portrait, selfie]) {
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  }
  const [left, right] = [await portrait.boundingBox(), await selfie.boundingBox()];
  expect(left && right && left.x < right.x && Math.abs(left.y - right.y) < 5).toBe(true);

  await expect(page.getByText('At or above the threshold of 85')).toBeVisible();
  await expect(page.getByLabel('Match score against the threshold')).toContainText('93');
  await expect(page.getByText('Passed (score 96)')).toBeVisible();
  await expect(page.getByText('Accepted: the same person')).toBeVisible();

  await page.getByRole('button', { name: 'Rotate Selfie right' }).click();
  await expect(selfie).toHaveCSS('transform', /matrix/);
});
