import { accountsApi } from '@console/contract/accounts/api';
import { fillPath } from '@console/contract/kit';
import { expectAccessible, expectAccessibleInBothThemes } from '../axe';
import { callFromPage, createAccountThroughApi, expect, signIn, test } from '../fixtures';

// Issue 18 (the audit pages): a customer renamed through the API shows in the company's audit and
// in the Dashboard's, with its name before and after side by side, the changed line marked.

test("a customer's rename shows in the audit with its before and after", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Audit E2E ${stamp}`;
  await signIn(page, 'admin');
  const accountId = await createAccountThroughApi(page, { name, login: `audit${stamp}` });
  const renamed = await callFromPage(page, {
    method: 'PUT',
    path: fillPath(accountsApi.update.path, { id: accountId }),
    body: { name: `${name} Renamed`, contactName: 'Audit Contact' },
  });
  expect(renamed.status, renamed.text).toBe(200);

  // The company's audit, narrowed to the customer by the address (the filters live there).
  await page.goto(`/auditCustomer?objectType=account&objectId=${accountId}`);
  await expect(page.getByRole('heading', { name: 'Audit', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'account.update' });
  await expect(row).toContainText('admin');
  await expect(row).toContainText('name');
  await row.getByRole('button', { name: /^View change \d+$/ }).click();

  const drawer = page.getByRole('dialog');
  const changes = drawer.getByRole('table', { name: 'Changes' });
  const nameLine = changes.getByRole('row').filter({ has: page.getByText('name', { exact: true }) });
  await expect(nameLine).toContainText(name);
  await expect(nameLine).toContainText(`${name} Renamed`);
  await expect(nameLine).toHaveAttribute('data-changed', 'true');
  await expect(nameLine.getByText('Changed', { exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'a change of the audit', '.ant-drawer');
  // The drawer is in the address: a reload opens it again.
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('table', { name: 'Changes' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('audit-drawer.png'), fullPage: true });

  // The Dashboard's audit shows the same change (an online customer's), from its own menu entry.
  await page.goto(`/Dashboard/Audit?objectType=account&objectId=${accountId}`);
  await expect(page.getByRole('heading', { name: 'Dashboard Audit', exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'account.update' })).toContainText('admin');
  await expectAccessible(page, "the Dashboard's audit");
  await page.screenshot({ path: test.info().outputPath('dashboard-audit.png'), fullPage: true });
});
