import { expectAccessibleInBothThemes, OPEN_DIALOG } from '../axe';
import { createAccountThroughApi, expect, signIn, test } from '../fixtures';

test('the palette finds an account by name and opens it, with the keyboard alone', async ({ page }) => {
  await signIn(page, 'admin');
  const name = `Palette Harbour ${Date.now().toString(36)}`;
  const id = await createAccountThroughApi(page, { name, login: `pal${Date.now().toString(36)}` });

  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: 'Go to a page or a record' });
  await expect(box).toBeFocused();
  await page.keyboard.type(name);
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await expectAccessibleInBothThemes(page, 'the command palette', OPEN_DIALOG);
  // Down through the options until the account is the active one, then Enter.
  for (let step = 0; step < 10 && (await option.getAttribute('aria-selected')) !== 'true'; step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/Accounts/${id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('? lists the shortcuts and / focuses the list search', async ({ page }) => {
  await signIn(page, 'support');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.locator('body').press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Open the command palette');
  await expectAccessibleInBothThemes(page, 'the shortcuts dialog', OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.locator('body').press('/');
  const search = page.locator('[data-list-search] input');
  await expect(search).toBeFocused();
  // Typed into the search, / is text, not a shortcut.
  await page.keyboard.type('a/b');
  await expect(search).toHaveValue('a/b');
});
