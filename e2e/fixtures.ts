import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Console#2025';

/** The server global-setup started; every page is opened against it. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not run');
    await use(url);
  },
});

/** Signs in through the real sign-in page and waits for the console. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  // The console sends a signed-out visitor on to the sign-in page; waiting for the first response
  // only keeps that second navigation from interrupting goto() on a slow machine.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/Authorize\/Login/);
  await page.getByLabel('Login').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

export { expect };

export interface AccountThroughApi {
  name: string;
  login: string;
  /** A product by its display name, on a plan by its name, ending `expiresInDays` from today. */
  product?: { name: string; plan: string; expiresInDays: number };
}

/**
 * Creates an account through the call the Create Account dialog makes (POST
 * /api/CommonAccount/create), assigned to the first admin, from a signed-in page. For specs about
 * what comes after creation: the dialog's own journey is in accounts.spec.ts, and driving it
 * again costs each spec a dozen seconds on a busy machine. Returns the new account's id.
 */
export async function createAccountThroughApi(page: Page, account: AccountThroughApi): Promise<number> {
  const response = await page.evaluate(async ({ name, login, product }) => {
    const token =
      document.querySelector<HTMLMetaElement>('meta[name="request-verification-token"]')?.content ?? '';
    const read = async <T>(path: string) => (await (await fetch(path)).json()) as T;
    const admins = await read<{ id: number }[]>('/api/Books/AdminUsers');
    const products = await read<
      { id: number; displayName: string; subscriptionPlans: { id: number; name: string }[] }[]
    >('/api/Products/CompanyProductsAndSubscriptionPlans');
    const chosen = product && products.find((p) => p.displayName === product.name);
    if (product && !chosen) return { error: `no product ${product.name}` };
    const plan = product && chosen?.subscriptionPlans.find((p) => p.name === product.plan);
    if (product && !plan) return { error: `no plan ${product.plan} of ${product.name}` };
    const expires = new Date(Date.now() + (product?.expiresInDays ?? 0) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const created = await fetch('/api/CommonAccount/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', RequestVerificationToken: token },
      body: JSON.stringify({
        customerName: name,
        assignedTo: admins[0]?.id,
        firstName: 'Erin',
        lastName: 'Endtoend',
        userName: login,
        email: `${login}@console.example`,
        products:
          chosen && plan
            ? [{ productId: chosen.id, subscriptionPlanId: plan.id, subscriptionExpirationDate: expires }]
            : [],
      }),
    });
    const body = (await created.json()) as {
      customerId?: number;
      productResults?: { result: { isError: boolean } }[];
    };
    if (!created.ok || body.productResults?.some((r) => r.result.isError))
      return { error: JSON.stringify(body) };
    return { id: body.customerId };
  }, account);
  if (response.error !== undefined || response.id === undefined) {
    throw new Error(`creating ${account.name} failed: ${response.error ?? 'no id'}`);
  }
  return response.id;
}
