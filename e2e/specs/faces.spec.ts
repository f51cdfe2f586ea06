import type { Page } from '@playwright/test';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_META } from '@console/contract/constants';
import { facesApi } from '@console/contract/faces';
import { INGEST_REQUEST_IMAGES_PATH, INGEST_REQUESTS_PATH } from '@console/contract/activity';
import { fillPath } from '@console/contract/kit';
import { createAccountThroughApi, expect, signIn, test } from '../fixtures';

// Face/ID (issue 15): a face request set up through the APIs as a product makes one (a face token
// issued by the console, the request and its two images reported through the product API), then
// opened in the console.

/**
 * Issues a face token for the account, reports a request with its scores and sends a portrait and
 * a selfie drawn on a canvas (real PNGs); answers the request's id.
 */
async function reportFaceRequest(page: Page, accountId: number): Promise<number> {
  const answer = await page.evaluate(
    async ({ paths, tokenMeta, tokenHeader }) => {
      const antiForgery = document.querySelector<HTMLMetaElement>(`meta[name="${tokenMeta}"]`)?.content ?? '';
      const issued = await fetch(paths.tokens, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [tokenHeader]: antiForgery },
        body: JSON.stringify({ label: 'E2E face app' }),
      });
      const { token } = (await issued.json()) as { token: string };
      const bearer = { authorization: `Bearer ${token}` };
      const reported = await fetch(paths.ingest, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer },
        body: JSON.stringify({
          externalId: 'e2e-face-1',
          status: 'success',
          startedAt: new Date(Date.now() - 60_000).toISOString(),
          result: { matchScore: 93, matchThreshold: 85, livenessScore: 96, livenessPassed: true },
        }),
      });
      const { id } = (await reported.json()) as { id: number };
      const png = (colour: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = 120;
        canvas.height = 150;
        const context = canvas.getContext('2d');
        if (context) {
          context.fillStyle = colour;
          context.fillRect(0, 0, 120, 150);
        }
        return new Promise<Blob>((resolve) =>
          canvas.toBlob((blob) => resolve(blob ?? new Blob()), 'image/png'),
        );
      };
      const form = new FormData();
      form.append('portrait', await png('#c68642'), 'portrait.png');
      form.append('selfie', await png('#e0ac69'), 'selfie.png');
      const images = await fetch(paths.images, { method: 'POST', headers: bearer, body: form });
      return images.ok ? { id } : { error: await images.text() };
    },
    {
      paths: {
        tokens: fillPath(facesApi.tokens.create.path, { id: accountId }),
        ingest: INGEST_REQUESTS_PATH,
        images: fillPath(INGEST_REQUEST_IMAGES_PATH, { externalId: 'e2e-face-1' }),
      },
      tokenMeta: ANTI_FORGERY_META,
      tokenHeader: ANTI_FORGERY_HEADER,
    },
  );
  if (!('id' in answer) || answer.id === undefined)
    throw new Error(`reporting failed: ${JSON.stringify(answer)}`);
  return answer.id;
}

test('a face request shows the portrait and the selfie side by side with the score against its threshold', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const accountId = await createAccountThroughApi(page, {
    name: 'E2E Face Lofts',
    login: 'e2e.face',
    product: { name: 'Face Compare', plan: 'Basic', expiresInDays: 60 },
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
