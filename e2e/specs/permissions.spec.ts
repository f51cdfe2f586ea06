import type { Locator, Page } from '@playwright/test';
import { accountsApi } from '@console/contract/accounts/api';
import { manualValidationApi } from '@console/contract/manual-validation/api';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { screeningApi } from '@console/contract/screening/api';
import { expectAccessible } from '../axe';
import { expect, signIn, test } from '../fixtures';

// Permissions in the web (issue 27 item 2): `support`, a staff user without a role, opens the demo's
// pages and sees what the contract's table refuses them disabled, each saying which permission it
// needs and which roles grant it, and the review page saying why there is nothing to decide with.

/** The first demo record a list call answers (what the pages themselves would ask), by the page's session. */
const firstOf = (page: Page, path: string, query = '') =>
  page.evaluate(
    async ({ url }) => {
      const answer = (await (await fetch(url)).json()) as { items: { id: number; status?: string }[] };
      return answer.items;
    },
    { url: `${path}?pageSize=50${query}` },
  );

/** A refused control says why on hover: the tooltip of its wrapper. */
async function expectRefused(page: Page, control: Locator, reason: string) {
  await expect(control).toBeDisabled();
  await control.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip', { name: reason })).toBeVisible();
  await page.mouse.move(0, 0);
}

test('staff without a role see refused actions disabled, each naming its permission', async ({ page }) => {
  await signIn(page, 'support');

  // An account: editing is everyday work; deleting needs "Delete accounts".
  const [account] = await firstOf(page, accountsApi.list.path);
  await page.goto(`/Accounts/${account?.id}`);
  await expect(page.getByRole('button', { name: /Edit/ }).first()).toBeEnabled();
  await expectRefused(
    page,
    page.getByRole('button', { name: /Delete Account/ }),
    needsPermissionMessage(Permission.DeleteAccounts),
  );
  expect(needsPermissionMessage(Permission.DeleteAccounts)).toContain('"Delete accounts"');

  // A screening account's tokens: issuing one needs "Manage tokens and licenses".
  const [screening] = await firstOf(page, screeningApi.accounts.path);
  await page.goto(`/ScreeningService/Customer/${screening?.id}`);
  const issue = page.getByRole('button', { name: /Issue token/ });
  await expectRefused(page, issue, needsPermissionMessage(Permission.ManageCredentials));
  expect(needsPermissionMessage(Permission.ManageCredentials)).toContain('"Manage tokens and licenses"');

  // A review item still open: the page says why it offers no decision.
  const items = await firstOf(page, manualValidationApi.list.path);
  const open = items.find((item) => item.status === 'new' || item.status === 'inReview');
  expect(open, 'an open item in the demo review queue').toBeDefined();
  await page.goto(`/ManualVerification/${open?.id}`);
  const why = page.getByRole('alert').filter({ hasText: 'You can read this item but not decide it' });
  await expect(why).toContainText(needsPermissionMessage(Permission.DecideReviews));
  await expect(why).toContainText('granted by Admin, Super Admin, Reviewer');
  await expect(page.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await expectAccessible(page, 'a review item seen by staff without a role');
});
