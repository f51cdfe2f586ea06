import {
  test as base,
  expect,
  type Download,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  accountsApi,
  type AccountCreate,
  type AccountCreateResponse,
  type AccountProductSelection,
} from '@console/contract/accounts/api';
import { booksApi, type AdminUser } from '@console/contract/books/api';
import { INGEST_REQUEST_IMAGES_PATH, INGEST_REQUESTS_PATH } from '@console/contract/activity/api';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_META } from '@console/contract/constants';
import { facesApi } from '@console/contract/faces/api';
import { fillPath } from '@console/contract/kit';
import { productsApi } from '@console/contract/products/api';
import type { CompanyProductAndSubscriptions } from '@console/contract/session/api';
import { withServer } from './console-server';

/** Starting a console and seeding its demo data, stopping it: on a loaded machine, minutes. */
const SERVER_START_TIMEOUT = 300_000;

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Console#2025';

/**
 * Each worker's own console (environment 1, where every spec runs) on its own fresh database with
 * demo data: the journeys change data and settings the whole company sees (Test Mode, the default
 * permissions, the admin's chosen company, the staff users), so two workers sharing one database
 * would see each other's writes. A worker that failed a test is replaced by a new one, which starts
 * a fresh console again. `consoleURL` is its address, for a worker's hooks (baseURL is a test's).
 *
 * `env2URL` is a console in environment 2, for what differs there (branding, no company selector,
 * no Test Mode), started only in a worker that runs such a journey.
 */
export const test = base.extend<{ pageStateOnFailure: undefined }, { consoleURL: string; env2URL: string }>({
  consoleURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => withServer('1', use),
    { scope: 'worker', timeout: SERVER_START_TIMEOUT },
  ],
  env2URL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => withServer('2', use),
    { scope: 'worker', timeout: SERVER_START_TIMEOUT },
  ],
  baseURL: async ({ consoleURL }, use) => {
    await use(consoleURL);
  },
  pageStateOnFailure: [recordPageStateOnFailure, { auto: true }],
});

/** How much of a failed journey's page text its report shows. */
const PAGE_TEXT_SHOWN = 1500;

/**
 * A failed journey's report says what its page showed: the address, the page's own errors, its
 * refused requests (4xx, 5xx, network) and the text of the shell's content (or of the whole page
 * without the shell), as a text attachment the list reporter prints beside the failure. CI's log is
 * then enough to tell a page that never drew (a script that did not load) from one that drew
 * something else; the trace stays in test-results/ for a closer look.
 */
async function recordPageStateOnFailure(
  { page }: { page: Page },
  use: (value: undefined) => Promise<void>,
  testInfo: TestInfo,
) {
  const events: string[] = [];
  const note = (line: string) => events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A refused resource is noted with its address below; the console's line for it has none.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      note(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  await use(undefined);
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const shown = page.locator('#main-content');
  const text = await ((await shown.count()) ? shown : page.locator('body'))
    .innerText({ timeout: 2000 })
    .catch((error: Error) => `(the page's text could not be read: ${error.message})`);
  const state = [
    `address: ${page.url()}`,
    ...(events.length ? events.slice(-20) : ['no page errors, failed requests or refused answers']),
    // One line: the reporter shows a text attachment's first lines only.
    `text on screen: ${text
      .split(/\s*\n\s*/)
      .filter(Boolean)
      .join(' · ')
      .slice(0, PAGE_TEXT_SHOWN)}`,
  ].join('\n');
  await testInfo.attach('page state', { body: state, contentType: 'text/plain' });
}

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

/**
 * Picks a company in the header's selector. The selector shows the page data's company: it reads
 * the new one only once the page has reloaded. On a busy machine a click on an option while the
 * dropdown was still opening was seen to go nowhere, leaving it open: the pick is tried again then.
 */
export async function chooseCompany(page: Page, name: string) {
  const selector = page.getByTestId('company-selector');
  await pickCompany(page, name, () => expect(selector).toContainText(name, { timeout: 5000 }));
}

/**
 * Picks a company in the header's selector until `picked` holds (a missed pick is tried again). The
 * option is taken from the open list: once a pick went through but its reload outlasted `picked`,
 * the selector itself shows the company's name as a title too.
 */
export async function pickCompany(page: Page, name: string, picked: () => Promise<void>) {
  const selector = page.getByTestId('company-selector');
  await expect(async () => {
    const open = await selector.evaluate((el) => el.classList.contains('ant-select-open'));
    if (!open) await selector.click();
    await openSelectList(page).getByTitle(name).click({ timeout: 3000 });
    await picked();
  }).toPass({ timeout: 45_000 });
}

/** The open list of an antd Select: antd keeps the closed ones in the page. */
export const openSelectList = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * Chooses the option titled `option` of a select, again until `chosen` holds (give its waits a
 * second or so): on a busy machine a click on an option whose list is still opening can be lost,
 * leaving the list open, or closed with nothing chosen. The list is opened (`open`: the select, or
 * what opens and searches it) only when the option is not showing.
 */
export async function chooseOption(
  page: Page,
  open: Locator | (() => Promise<void>),
  option: string,
  chosen: () => Promise<unknown>,
  { exact = true }: { exact?: boolean } = {},
): Promise<void> {
  const item = openSelectList(page).getByTitle(option, { exact });
  await expect(async () => {
    if (!(await item.isVisible())) await (typeof open === 'function' ? open() : open.click());
    await item.click({ timeout: 2_000 });
    await chosen();
  }).toPass({ timeout: 20_000 });
}

/**
 * Answers an open Popconfirm with its button (`Delete`, `Disable`...). Once a click on the button
 * went nowhere: the popover stayed open and no request was sent (a full run on a quiet machine), so
 * the button is clicked again for as long as the popover stays open. An answer under way keeps the
 * popover open with the button loading, which takes no second click.
 */
export async function confirmPopover(page: Page, button: string) {
  const popover = page.getByRole('tooltip').filter({ has: page.getByRole('button', { name: button }) });
  await expect(popover).toBeVisible();
  await expect(async () => {
    if (await popover.isVisible())
      await popover.getByRole('button', { name: button }).click({ timeout: 3000 });
    await expect(popover).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** A product by its display name, on a plan by its name, ending `expiresInDays` from today. */
export interface ProductThroughApi {
  name: string;
  plan: string;
  expiresInDays: number;
}

/** The products most journeys' accounts take: the Basic plan, with two months left to run. */
export const VERISCAN_ONLINE: ProductThroughApi = {
  name: 'Veriscan Online',
  plan: 'Basic',
  expiresInDays: 60,
};
export const FACE_COMPARE: ProductThroughApi = { name: 'Face Compare', plan: 'Basic', expiresInDays: 60 };

export interface AccountThroughApi {
  name: string;
  login: string;
  product?: ProductThroughApi;
}

/**
 * Creates an account through the call the Create Account dialog makes (accountsApi.create),
 * assigned to the first admin, from a signed-in page. For specs about what comes after creation:
 * the dialog's own journey is in accounts.spec.ts, and driving it again costs each spec a dozen
 * seconds on a busy machine. Returns the new account's id.
 */
export async function createAccountThroughApi(page: Page, account: AccountThroughApi): Promise<number> {
  // page.evaluate runs the function in the page, so the contract's names travel as arguments.
  const response = await page.evaluate(
    async ({ account: { name, login, product }, tokenMeta, tokenHeader, paths }) => {
      const read = async <T>(path: string) => (await (await fetch(path)).json()) as T;
      const admins = await read<AdminUser[]>(paths.admins);
      const selections: AccountProductSelection[] = [];
      if (product) {
        const catalogue = await read<CompanyProductAndSubscriptions[]>(paths.products);
        const chosen = catalogue.find((p) => p.displayName === product.name);
        const plan = chosen?.subscriptionPlans.find((p) => p.name === product.plan);
        if (!chosen || !plan) return { error: `no plan ${product.plan} of ${product.name}` };
        const expires = new Date(Date.now() + product.expiresInDays * 86_400_000);
        selections.push({
          productId: chosen.id,
          subscriptionPlanId: plan.id,
          subscriptionExpirationDate: expires.toISOString().slice(0, 10),
        });
      }
      const body: AccountCreate = {
        customerName: name,
        assignedTo: admins[0]?.id,
        firstName: 'Erin',
        lastName: 'Endtoend',
        userName: login,
        email: `${login}@console.example`,
        products: selections,
      };
      const token = document.querySelector<HTMLMetaElement>(`meta[name="${tokenMeta}"]`)?.content ?? '';
      const created = await fetch(paths.create, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [tokenHeader]: token },
        body: JSON.stringify(body),
      });
      const answer = (await created.json()) as Partial<AccountCreateResponse>;
      if (!created.ok || answer.productResults?.some((r) => r.result.isError)) {
        return { error: JSON.stringify(answer) };
      }
      return { id: answer.customerId };
    },
    {
      account,
      tokenMeta: ANTI_FORGERY_META,
      tokenHeader: ANTI_FORGERY_HEADER,
      paths: {
        admins: booksApi.adminUsers.path,
        products: productsApi.companyProductsAndPlans.path,
        create: accountsApi.create.path,
      },
    },
  );
  if (response.error !== undefined || response.id === undefined) {
    throw new Error(`creating ${account.name} failed: ${response.error ?? 'no id'}`);
  }
  return response.id;
}

/**
 * Makes a call as the console's own pages make it, from a signed-in page: with its session cookie
 * and its page's anti-forgery token. For a journey's set-up through the call a dialog makes, where
 * driving the dialog is another spec's journey. Answers the status and the body's text, which says
 * why when the call is refused.
 */
export async function callFromPage(
  page: Page,
  call: { method: 'POST' | 'PUT'; path: string; body: unknown },
): Promise<{ status: number; text: string }> {
  // page.evaluate runs the function in the page, so the contract's names travel as arguments.
  return page.evaluate(
    async ({ call, tokenMeta, tokenHeader }) => {
      const token = document.querySelector<HTMLMetaElement>(`meta[name="${tokenMeta}"]`)?.content ?? '';
      const response = await fetch(call.path, {
        method: call.method,
        headers: { 'content-type': 'application/json', [tokenHeader]: token },
        body: JSON.stringify(call.body),
      });
      return { status: response.status, text: await response.text() };
    },
    { call, tokenMeta: ANTI_FORGERY_META, tokenHeader: ANTI_FORGERY_HEADER },
  );
}

/**
 * Issues a token labelled `label` through a tokens panel's Issue token dialog (the panel's button
 * found within `panel`), and answers the secret the Token issued dialog shows once, with that
 * dialog, still open.
 */
export async function issueToken(
  page: Page,
  label: string,
  panel: Page | Locator = page,
): Promise<{ secret: string; issued: Locator }> {
  await panel.getByRole('button', { name: 'Issue token' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue token' });
  await issue.getByLabel('Label').fill(label);
  await issue.getByRole('button', { name: 'Issue token' }).click();
  const issued = page.getByRole('dialog', { name: 'Token issued' });
  const secret = (await issued.getByTestId('issued-token').textContent()) ?? '';
  return { secret, issued };
}

/**
 * The Dashboard customers list's first demo customer, newest scan first. The journeys' own accounts
 * (named E2E ...) are left aside: one that reported a request through the product API sorts first
 * without the demo's locations.
 */
export const firstDemoCustomer = (page: Page) =>
  page.locator('.ant-table-row').filter({ hasNotText: 'E2E' }).first().getByRole('link').first();

/**
 * On a customer's page, opens its Locations tab and the first location, and waits for the location's
 * page to show its name.
 */
export async function openFirstLocation(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /^Locations \(\d+\)$/ }).click();
  const location = page
    .getByRole('tabpanel', { name: /^Locations/ })
    .locator('.ant-table-row')
    .first()
    .getByRole('link')
    .first();
  const name = (await location.textContent()) ?? '';
  await location.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** One request a product reports: the ingest body, and the images it sends after it (name to colour). */
export interface ProductReport {
  request: Record<string, unknown> & { externalId: string };
  /** Each drawn as a 120 x 150 PNG of that colour on a canvas (real images the server stores). */
  images?: Record<string, string>;
}

/**
 * Issues a Face Compare token for the account (as the signed-in staff user) and reports each request
 * with it through the product API, in order, as a device would, then its images; answers the
 * requests' ids.
 */
export async function reportThroughProductApi(
  page: Page,
  accountId: number,
  reports: ProductReport | ProductReport[],
): Promise<number[]> {
  const answer = await page.evaluate(
    async ({ paths, tokenMeta, tokenHeader, reports }) => {
      const antiForgery = document.querySelector<HTMLMetaElement>(`meta[name="${tokenMeta}"]`)?.content ?? '';
      const issued = await fetch(paths.tokens, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [tokenHeader]: antiForgery },
        body: JSON.stringify({ label: 'E2E product app' }),
      });
      const { token } = (await issued.json()) as { token: string };
      const bearer = { authorization: `Bearer ${token}` };
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
      const ids: number[] = [];
      for (const { request, images } of reports) {
        const reported = await fetch(paths.ingest, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer },
          body: JSON.stringify(request),
        });
        if (!reported.ok) return { error: await reported.text() };
        ids.push(((await reported.json()) as { id: number }).id);
        if (!images) continue;
        const form = new FormData();
        for (const [name, colour] of Object.entries(images))
          form.append(name, await png(colour), `${name}.png`);
        const sent = await fetch(
          paths.images.replace('EXTERNAL_ID', encodeURIComponent(request.externalId)),
          {
            method: 'POST',
            headers: bearer,
            body: form,
          },
        );
        if (!sent.ok) return { error: await sent.text() };
      }
      return { ids };
    },
    {
      paths: {
        tokens: fillPath(facesApi.tokens.create.path, { id: accountId }),
        ingest: INGEST_REQUESTS_PATH,
        images: fillPath(INGEST_REQUEST_IMAGES_PATH, { externalId: 'EXTERNAL_ID' }),
      },
      tokenMeta: ANTI_FORGERY_META,
      tokenHeader: ANTI_FORGERY_HEADER,
      reports: Array.isArray(reports) ? reports : [reports],
    },
  );
  if (!('ids' in answer) || !answer.ids) throw new Error(`reporting failed: ${JSON.stringify(answer)}`);
  return answer.ids;
}

/**
 * Clicks a button that opens a file in a new window (a report's CSV) and answers its download:
 * Chromium reports a download a new window starts to the window's opener, so both are listened to.
 */
export async function downloadFromNewWindow(page: Page, button: Locator): Promise<Download> {
  const popup = page.waitForEvent('popup');
  const downloaded = new Promise<Download>((resolve) => {
    page.on('download', resolve);
    page.context().on('page', (opened) => opened.on('download', resolve));
  });
  await button.click();
  await popup;
  return downloaded;
}

/** A download's content, read to the end. */
export async function contentOf(download: Download): Promise<Buffer> {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}
