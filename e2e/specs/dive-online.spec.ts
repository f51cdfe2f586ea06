import { INGEST_REQUESTS_PATH } from '@console/contract/activity/api';
import { dvsOnlineApi } from '@console/contract/dvs-online/api';
import { fillPath } from '@console/contract/kit';
import { createAccountThroughApi, expect, signIn, test } from '../fixtures';

// DIVE Online (issue 15): the success statistics of a range, on requests this journey reports
// through the product API for a DIVE Online user it creates through the API. Its requests fall on
// one day far in the past that nothing else reports on (the demo's are of the last 90 days), so
// the range's totals are this journey's alone.

const DAY_MS = 86_400_000;

test('success statistics for a range: the chart caption totals, the rate, and the range kept in the address', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin');
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const userId = await createAccountThroughApi(page, {
    name: `E2E Online ${run}`,
    login: `e2e-online-${run}`,
    product: { name: 'DIVE Online', plan: 'Trial', expiresInDays: 30 },
  });

  // A product token for the user, issued through the call its Tokens tab makes.
  const token = await page.evaluate(
    async ({ path }) => {
      const verification =
        document.querySelector<HTMLMetaElement>('meta[name="request-verification-token"]')?.content ?? '';
      const issued = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', RequestVerificationToken: verification },
        body: JSON.stringify({ label: 'E2E web capture' }),
      });
      return ((await issued.json()) as { token?: string }).token ?? '';
    },
    { path: fillPath(dvsOnlineApi.tokens.list.path, { id: userId }) },
  );
  expect(token.startsWith('dvsonline_')).toBe(true);

  // One UTC day between 400 and 699 days ago, by the run, at noon.
  const daysAgo = 400 + (Date.now() % 300);
  const day = new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const statuses = ['success', 'success', 'success', 'failed', 'review'];
  for (const [n, status] of statuses.entries()) {
    const reported = await page.request.post(`${baseURL}${INGEST_REQUESTS_PATH}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { externalId: `e2e-${run}-${n}`, status, startedAt: `${day}T12:0${n}:00Z` },
    });
    expect(reported.status(), await reported.text()).toBe(201);
  }

  await page.goto(`/DVSOnline/successStatistics?from=${day}&to=${day}`);
  await expect(page.getByRole('heading', { name: 'Success Statistics' })).toBeVisible();
  const chart = page.getByRole('figure', { name: /Requests per day by result/ });
  await expect(chart.getByText('Success 3 · Review 1 · Failed 1')).toBeVisible();
  await expect(page.getByText('60.0%')).toBeVisible();

  // Reload keeps the range: the address still names it and the totals are the same.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  await expect(
    page
      .getByRole('figure', { name: /Requests per day by result/ })
      .getByText('Success 3 · Review 1 · Failed 1'),
  ).toBeVisible();

  await page.screenshot({ path: 'test-results/dive-online-statistics.png', fullPage: true });

  // The user's page lists the same requests.
  await page.goto(`/DVSOnline/User/${userId}`);
  await expect(page.getByRole('heading', { name: `E2E Online ${run}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByText(`e2e-${run}-3`)).toBeVisible();
  await page.screenshot({ path: 'test-results/dive-online-user.png', fullPage: true });
});
