import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../axe';
import { expect, signIn, test } from '../fixtures';

// The console by keyboard alone (issue 11): the skip link, the list's filters, the dialogs' focus.

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('the skip link is the first stop of the shell and takes the focus to the content', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(rows(page).first()).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is the page's own first control, not the sidebar's or the header's.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search accounts' })).toBeFocused();
});

test("the accounts list's search, filters and sorting work by keyboard alone", async ({ page }) => {
  await signIn(page, 'admin');
  await expect(rows(page).first()).toBeVisible();

  // Search.
  const search = page.getByRole('searchbox', { name: 'Search accounts' });
  await tabTo(page, search);
  await page.keyboard.type('Crescent');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/Crescent/);
  await expect(rows(page).first()).toContainText('Crescent');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/Crescent/);

  // The Filter panel's Assigned To select.
  await tabTo(page, page.getByRole('button').filter({ hasText: /^Filter$/ }));
  await page.keyboard.press('Enter');
  const assignedTo = page.getByRole('combobox', { name: 'Assigned To filter' });
  await tabTo(page, assignedTo);
  await page.keyboard.type('Avery');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/assignedTo/);
  await expect(rows(page).first()).toContainText('Avery Admin');
  await tabTo(page, page.getByRole('button', { name: 'Clear filters' }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/assignedTo/);

  // A sort header.
  const accountId = page.getByRole('columnheader', { name: 'Account ID' });
  await tabTo(page, accountId);
  const before = await accountId.getAttribute('aria-sort');
  await page.keyboard.press('Enter');
  await expect(accountId).not.toHaveAttribute('aria-sort', before ?? '');

  // The Assigned To column's filter: open, tick the first admin, close; the focus comes back.
  const columnFilter = page.getByRole('button', { name: 'Filter Assigned To' });
  await tabTo(page, columnFilter);
  await page.keyboard.press('Enter');
  const menu = page.locator('.ant-table-filter-dropdown').getByRole('menu');
  await expect(menu).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('checkbox').first()).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/assignedTo/);
  await expect(columnFilter).toBeFocused();
});

test('a dialog focuses its first field and gives the focus back to what opened it', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(rows(page).first()).toBeVisible();

  // A metadata dialog: its fields arrive after the dialog has opened.
  const create = page.getByRole('button', { name: 'Create Account' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create Account' }).getByLabel('Account Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(create).toBeFocused();

  // A token dialog of the kit.
  await page.goto('/collector/settings/tokens');
  const issue = page.getByRole('button', { name: 'Issue token' });
  await tabTo(page, issue);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Issue token' }).getByLabel('Label')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(issue).toBeFocused();
});

test('a 200-row page draws the rows near the view, and Tab still reaches every row', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/?pageSize=200');
  const table = page.locator('table[aria-rowcount]');
  await expect(table).toHaveAttribute('aria-rowcount', /^\d+$/);
  const rowCount = Number(await table.getAttribute('aria-rowcount'));
  expect(rowCount).toBeGreaterThan(101);
  const drawn = page.locator('tbody tr[aria-rowindex]');
  expect(await drawn.count()).toBeLessThan(60);
  await expectAccessible(page, 'a 200-row accounts page');

  // A Tab from the last control of the last drawn row goes on to the next row, drawn for it.
  const last = drawn.last();
  const lastIndex = Number(await last.getAttribute('aria-rowindex'));
  expect(lastIndex).toBeLessThan(rowCount);
  await last.getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  const focusedRow = () =>
    page.evaluate(() => Number(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex') ?? 0));
  await expect.poll(focusedRow).toBe(lastIndex + 1);
  await expect(page.locator(':focus')).toBeInViewport();

  // The last rows are drawn once the page is scrolled to them.
  await page.keyboard.press('End');
  await expect(page.locator(`tbody tr[aria-rowindex="${rowCount}"]`)).toBeVisible();
});
