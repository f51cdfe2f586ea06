import type { Page } from '@playwright/test';
import { chooseCompany, createAccountThroughApi, expect, pickCompany, signIn, test } from '../fixtures';

test('the footer shows the copyright year and the version', async ({ page }) => {
  await signIn(page, 'support');
  const footer = page.locator('footer');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText('2025.04.1.0');
});

test('the sidebar collapses under 1200px and remembers its state across reloads', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page, 'support');
  const sider = page.getByTestId('sider');
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);

  await page.setViewportSize({ width: 1400, height: 800 });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
  await page.locator('.ant-layout-sider-trigger').click();
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  await page.reload();
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  await page.locator('.ant-layout-sider-trigger').click();
  await page.reload();
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
});

test('the Terms page holds the legal text', async ({ page }) => {
  await signIn(page, 'support');
  await page.goto('/Terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText('3, 6 or 12 months')).toBeVisible();
  await expect(page.getByText("60 days' notice")).toBeVisible();
});

test('Test Mode is switched on, said on every page, and switched off', async ({ page }) => {
  await signIn(page, 'admin');
  const banner = page.getByTestId('test-mode-banner');
  await expect(banner).toHaveCount(0);
  // It changes the mode for everyone in the company: each switch asks first.
  await page.getByRole('switch', { name: 'Test Mode' }).click();
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(banner).toBeVisible();
  await page.goto('/Terms');
  await expect(banner).toBeVisible();
  await expect(page).toHaveTitle(/^\[TEST\]/);
  // The banner scrolls away with a long page (the accounts list); the sticky header still says so.
  await page.goto('/');
  await page.mouse.wheel(0, 4000);
  await expect(page.locator('header').getByRole('status')).toHaveText('Test Mode');
  await expect(page.locator('header').getByRole('status')).toBeInViewport();
  await page.getByRole('switch', { name: 'Test Mode' }).click();
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(banner).toHaveCount(0);
});

test('the company selector switches the administered company and reloads', async ({ page }) => {
  await signIn(page, 'admin');
  await chooseCompany(page, 'Harbor Screening Partners');
  // Harbor lacks customerAdmin: no Test Mode switch there.
  await expect(page.getByRole('switch', { name: 'Test Mode' })).toHaveCount(0);
  await chooseCompany(page, 'Veridian Demo Properties');
});

test('environment 2 has its own branding and neither the company selector nor Test Mode', async ({
  page,
  env2URL,
}) => {
  await page.goto(`${env2URL}/Authorize/Login`);
  await expect(page.getByRole('heading', { name: 'Lumen ID Admin' })).toBeVisible();
  await page.getByLabel('Login').fill('admin');
  await page.getByLabel('Password').fill('Console#2025');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page.getByTestId('company-selector')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Test Mode' })).toHaveCount(0);
});

test('the Settings submenu shows for admin and not for support', async ({ page }) => {
  await signIn(page, 'admin');
  const menu = page.getByRole('menu');
  await menu.getByText('Settings', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Roles and permissions' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'support');
  await expect(page.getByRole('menu').getByText('Settings', { exact: true })).toHaveCount(0);
  // Hidden is not the protection: the page itself is refused.
  await page.goto('/Users');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByText("You don't have permissions")).toBeVisible();
});

test('the default permissions entry shows for checkpoint and not for support', async ({ page }) => {
  await signIn(page, 'checkpoint');
  await expect(page.getByRole('menu').getByRole('link', { name: 'Default permissions' })).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, 'support');
  await expect(page.getByRole('menu').getByRole('link', { name: 'Default permissions' })).toHaveCount(0);
});

test('the breadcrumb follows nested routes', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/collector');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  // Document Collector is a menu group (Logs, Ingestion tokens): its crumb names it, its pages link.
  await expect(breadcrumb).toHaveText('Document Collector/Logs');
  await page.getByRole('link', { name: 'CL-20250331-0045' }).click();
  await expect(page).toHaveURL(/\/collector\/CL-20250331-0045$/);
  // The log's own crumb is its reference, not the route's generic 'Collector Log'.
  await expect(breadcrumb).toHaveText('Document Collector/Logs/CL-20250331-0045');
  await breadcrumb.getByRole('link', { name: 'Logs' }).click();
  await expect(page).toHaveURL(/\/collector$/);
});

/** A new account of the demo company, with a name no other run has. */
async function newAccount(page: Page, label: string) {
  const stamp = Date.now();
  const name = `${label} ${stamp}`;
  const id = await createAccountThroughApi(page, { name, login: `${label.toLowerCase()}${stamp}` });
  return { id, name };
}

test('the breadcrumb and the window title name the page, and a record page its record', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveTitle('Accounts · Veridian Console');
  const { id, name } = await newAccount(page, 'Crumb');
  await page.goto(`/Accounts/${id}`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toHaveText(`Accounts/${name}`);
  await expect(page).toHaveTitle(`${name} · Veridian Console`);
  await page.goto('/collector/CL-20250331-0045');
  await expect(page).toHaveTitle('CL-20250331-0045 · Veridian Console');
  await page.goto('/Users');
  await expect(page).toHaveTitle('Users · Veridian Console');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404\?/);
  await expect(page).toHaveTitle('Not found · Veridian Console');
});

test('an unknown collector reference is not found, with nothing to download', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/collector/NO-SUCH-REFERENCE');
  // The crumb says it too: the not-found state is the page's result.
  await expect(page.locator('.ant-result-title')).toHaveText('Collector log not found');
  await expect(page.getByRole('button', { name: /Download Zip/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    'Document Collector/Logs/Collector log not found',
  );
});

test('changing company on an account page asks, then lands on the accounts list', async ({ page }) => {
  await signIn(page, 'admin');
  const { id } = await newAccount(page, 'Switch');
  await page.goto(`/Accounts/${id}`);
  const confirm = page.getByRole('dialog');
  await pickCompany(page, 'Harbor Screening Partners', async () => {
    await expect(confirm).toContainText('Switch company and leave this page?', { timeout: 5000 });
  });
  await confirm.getByRole('button', { name: 'Change company' }).click();
  await expect(page.getByTestId('company-selector')).toContainText('Harbor Screening Partners');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Accounts');
  await expect(page.getByText('Account not found')).toHaveCount(0);
  // Back to the demo company, which the other journeys expect (the admin's last choice is where
  // every journey's sign-in starts).
  await chooseCompany(page, 'Veridian Demo Properties');
});

test('below 1200px no Settings flyout opens by itself, and widening reopens the sidebar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page, 'admin');
  await page.goto('/Users');
  const sider = page.getByTestId('sider');
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  await expect(page.getByRole('heading', { level: 3 }).or(page.getByRole('table')).first()).toBeVisible();
  // Collapsed, the Settings group is a flyout: it opens on hover, never by itself over the page.
  await expect(page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)')).toHaveCount(0);

  await page.setViewportSize({ width: 1400, height: 800 });
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
  // Expanded, the current page's group is open inline with the page selected.
  await expect(sider.getByRole('link', { name: 'Users' })).toBeVisible();
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
});

test('a page whose script cannot load says so in the shell, and Reload brings it once it can', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The onboarding page's own chunk refused, as a dropped connection would.
  const pageScript = /\/assets\/OnboardingSettingsPage-[^/]*\.js/;
  await page.route(pageScript, (route) => route.abort('connectionreset'));
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByRole('menuitem', { name: 'Onboarding Settings' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(failed).toContainText('Its files could not be loaded');
  // The shell stays: the menu and the breadcrumb still work.
  await expect(page.getByRole('menuitem', { name: 'Accounts' })).toBeVisible();

  await page.unroute(pageScript);
  await failed.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Onboarding Settings' })).toBeVisible();
});
