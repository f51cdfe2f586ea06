import type { Page } from '@playwright/test';
import { collectorApi } from '@console/contract/collector/api';
import { chooseCompany, expect, signIn, test } from '../fixtures';

// Issue 27: the administered company is the session's, and the tabs of a browser share it. A tab
// still showing the company before another tab switched is asked to reload, and saves nothing.

/** The labels of the ingestion tokens of the company the session administers now. */
async function tokenLabels(page: Page): Promise<string[]> {
  const response = await page.request.get(collectorApi.tokens.list.path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { label: string }[]).map((token) => token.label);
}

test('a tab left on the company before another tab switched saves nothing and reloads into the new one', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin');
  const stale = await context.newPage();
  await stale.goto('/collector/settings/tokens');
  await expect(stale.getByRole('heading', { name: 'Ingestion tokens' })).toBeVisible();
  await expect(stale.getByTestId('company-selector')).toContainText('Veridian Demo Properties');

  await chooseCompany(page, 'Harbor Screening Partners');

  const label = `E2E stale tab ${Date.now()}`;
  await stale.getByRole('button', { name: 'Issue token' }).click();
  const issue = stale.getByRole('dialog', { name: 'Issue token' });
  await issue.getByLabel('Label').fill(label);
  await issue.getByRole('button', { name: 'Issue token' }).click();
  const prompt = stale.getByRole('dialog').filter({ hasText: 'The company changed in another tab' });
  await expect(prompt).toBeVisible();
  await expect(stale.getByRole('dialog', { name: 'Token issued' })).toHaveCount(0);
  // Not issued in the company the session administers now...
  expect(await tokenLabels(stale)).not.toContain(label);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(stale.getByTestId('company-selector')).toContainText('Harbor Screening Partners');
  await expect(stale.getByRole('heading', { name: 'Ingestion tokens' })).toBeVisible();

  // Back to the demo company, which the other journeys expect (the admin's last choice is where
  // every journey's sign-in starts).
  await chooseCompany(stale, 'Veridian Demo Properties');
  // ...nor in the one the tab showed.
  expect(await tokenLabels(stale)).not.toContain(label);
});
