import type { Page } from '@playwright/test';
import { INGEST_REQUESTS_PATH } from '@console/contract/activity/api';
import { dvsApi } from '@console/contract/dvs/api';
import { booksApi } from '@console/contract/books/api';
import { Project, productsApi } from '@console/contract/products/api';
import type { CompanyProductAndSubscriptions } from '@console/contract/session/api';
import { chooseOption, expect, issueToken, signIn, test } from '../fixtures';

// DIVE (issue 15): an account's tokens and licenses on an account created through the API, and the
// demo's DIVE requests (every demo DIVE account has a month of requests, the recent ones with the
// sample document's images).

/** Creates a DIVE account through the API, as the create dialog would; answers its id. */
async function createDiveAccount(page: Page, name: string, login: string): Promise<number> {
  const id = await page.evaluate(
    async ({ name, login, paths, project }) => {
      const catalogue = (await (await fetch(paths.products)).json()) as CompanyProductAndSubscriptions[];
      // An admin creating an account names who it is assigned to.
      const admins = (await (await fetch(paths.admins)).json()) as { id: number }[];
      const plan = catalogue.find((p) => p.projectId === project)?.subscriptionPlans[0];
      const token =
        document.querySelector<HTMLMetaElement>('meta[name="request-verification-token"]')?.content ?? '';
      const created = await fetch(paths.create, {
        method: 'POST',
        headers: { 'content-type': 'application/json', RequestVerificationToken: token },
        body: JSON.stringify({
          customerName: name,
          firstName: 'Dana',
          lastName: 'Ive',
          userName: login,
          email: `${login}@console.example`,
          subscriptionPlanId: plan?.id,
          assignedTo: admins[0]?.id,
        }),
      });
      const answer = (await created.json()) as { customerId?: number };
      return answer.customerId ?? JSON.stringify(answer);
    },
    {
      name,
      login,
      paths: {
        admins: booksApi.adminUsers.path,
        products: productsApi.companyProductsAndPlans.path,
        create: dvsApi.create.path,
      },
      project: Project.DVS,
    },
  );
  if (typeof id !== 'number') throw new Error(`the DIVE account was not created: ${id}`);
  return id;
}

/**
 * The newest DIVE request that is not archived and has images (the demo's recent ones do; one a
 * journey reported has none).
 */
async function newestRequestId(page: Page): Promise<number> {
  const id = await page.evaluate(async (path) => {
    const page = (await (await fetch(`${path}?pageSize=20`)).json()) as { items: { id: number }[] };
    for (const { id } of page.items) {
      const images = (await (await fetch(`${path}/${id}/images`)).json()) as unknown[];
      if (images.length) return id;
    }
    return undefined;
  }, dvsApi.requests.path);
  if (!id) throw new Error('the demo has no DIVE request with images');
  return id;
}

test("a DIVE account's tokens and licenses: a token reports, a license seats the device", async ({
  page,
  baseURL,
}) => {
  const run = Date.now();
  await signIn(page, 'admin');
  const id = await createDiveAccount(page, `E2E DIVE ${run}`, `e2e.dive.${run}`);

  await page.goto(`/DIVE/Account/${id}?tab=tokens`);
  await expect(page.getByRole('heading', { name: `E2E DIVE ${run}` })).toBeVisible();
  const { secret: token, issued } = await issueToken(page, 'Kiosk');
  expect(token.startsWith('dvs_')).toBe(true);
  await issued.getByRole('button', { name: 'Done' }).click();

  const report = (externalId: string) =>
    page.request.post(`${baseURL}${INGEST_REQUESTS_PATH}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { externalId, status: 'success', startedAt: new Date().toISOString(), deviceSerial: 'E2E-DESK' },
    });
  // Without a license the device is refused, saying why.
  const refused = await report(`e2e-${run}-1`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('The account has no DIVE license');

  await page.getByRole('tab', { name: /Licenses/ }).click();
  await expect(page.getByText('No licenses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Issue license' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue license' });
  await dialog.getByLabel('Label').fill('Front desk');
  await dialog.getByLabel('Device Limit').fill('2');
  await dialog.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText('The license was issued')).toBeVisible();
  const row = page.locator('.ant-table-tbody tr', { hasText: 'Front desk' });
  await expect(row.getByText('0 of 2')).toBeVisible();

  expect((await report(`e2e-${run}-2`)).status()).toBe(201);
  await page.reload();
  await expect(row.getByText('1 of 2')).toBeVisible();
  await expect(row.getByText('E2E-DESK')).toBeVisible();

  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  const disabled = await report(`e2e-${run}-3`);
  expect((await disabled.json()).message).toMatch(/of device E2E-DESK is disabled$/);
});

test("a request's details: the document's images with zoom and rotation beside its checks", async ({
  page,
}) => {
  await signIn(page, 'admin');
  const id = await newestRequestId(page);
  await page.goto('/DIVE/Requests');
  await expect(page.getByRole('heading', { name: 'DIVE Requests' })).toBeVisible();
  await page.getByRole('link', { name: String(id), exact: true }).click();

  await expect(page.getByRole('heading', { name: `Request ${id}` })).toBeVisible();
  for (const caption of ['Document front', 'Document back', 'Document portrait']) {
    await expect(page.getByRole('img', { name: caption })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Zoom in on Document front' }).click();
  await page.getByRole('button', { name: 'Rotate Document front right' }).click();
  await expect(page.getByText('Overall result')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Check', exact: true })).toBeVisible();
  await expect(page.getByText('Extracted fields')).toBeVisible();
});

test('archiving a request takes it out of the list; the archived filter finds it and restores it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const id = await newestRequestId(page);
  await page.goto('/DIVE/Requests');
  const row = page.locator('.ant-table-tbody tr', {
    has: page.getByRole('link', { name: String(id), exact: true }),
  });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Archive( \(\d+\))?$/ }).click();
  await expect(page.getByText('1 request archived')).toBeVisible();
  await expect(page.getByRole('link', { name: String(id), exact: true })).toHaveCount(0);

  await chooseOption(page, page.getByLabel('Archived filter'), 'Archived', () =>
    expect(page).toHaveURL(/archived=true/, { timeout: 1_000 }),
  );
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Restore( \(\d+\))?$/ }).click();
  await expect(page.getByText('1 request restored')).toBeVisible();
  await page.goto('/DIVE/Requests');
  await expect(page.getByRole('link', { name: String(id), exact: true })).toBeVisible();
});

test("the old path /DVS/Requests/Details/{id} leads to the request's DIVE page", async ({ page }) => {
  await signIn(page, 'admin');
  const id = await newestRequestId(page);
  await page.goto(`/DVS/Requests/Details/${id}`);
  await expect(page).toHaveURL(new RegExp(`/DIVE/Requests/Details/${id}$`));
  await expect(page.getByRole('heading', { name: `Request ${id}` })).toBeVisible();
});
