import type { Page } from '@playwright/test';
import { facesApi } from '@console/contract/faces/api';
import { screeningApi } from '@console/contract/screening/api';
import { expectAccessibleInBothThemes } from '../axe';
import { routeTable, type TableRoute } from '../routeTable';
import { expect, signIn, test } from '../fixtures';

/*
 * Every page of the route table, in the light and the dark theme, as the Admin sees it on the demo
 * data: axe finds no serious or critical violation and the page names itself with one h1 (issue 29,
 * item 8). Dialogs are checked where they open, in accessibility.spec.ts, in both themes too.
 *
 * A page with an id in its path is opened by an example: the first link to such a page on the pages
 * walked before it, or the way EXAMPLES gives. A page no example reaches fails the walk, so a new
 * page cannot stay out of it. Each page is loaded once and checked in both themes: the console
 * follows the system's scheme until a user picks one, so the second check only changes the scheme.
 */

/** Pages the walk does not open, and why. */
const NOT_WALKED: Record<string, string> = {
  '/signout': 'it signs the walk out; session.spec.ts opens it',
};

/** Reads a call of the staff API as the signed-in user (the page's cookies). */
async function read<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return (await answer.json()) as T;
}

type Found = (pattern: string) => string | undefined;

/** Examples of pages no other page links to, or links to by a click handler instead of a link. */
const EXAMPLES: Record<string, (page: Page, found: Found) => Promise<string | undefined>> = {
  // The request page's other path (product-families §2 names both).
  '/DVS/Requests/Details/:id': async (_page, found) =>
    found('/DIVE/Requests/Details/:id')?.replace('/DIVE/', '/DVS/'),
  // A tab by its path sends to the customer page with the tab in its query.
  '/ScreeningService/Customer/:id/:tab': async (_page, found) => {
    const customer = found('/ScreeningService/Customer/:id');
    return customer && `${customer}/invoices`;
  },
  // A location's income verification is linked from its page's Integrations tab, not drawn at first:
  // the location of a connected integration.
  '/Integrations/income/:guid': async (_page, found) =>
    found('/Integrations/:system/:guid')?.replace(/^\/Integrations\/[^/]+\//, '/Integrations/income/'),
  // The statistics page picks a service from a list, not by a link.
  '/ScreeningService/Statistics/:id': async (page) => {
    const [service] = await read<{ id: number }[]>(page, screeningApi.services.path);
    return service && `/ScreeningService/Statistics/${service.id}`;
  },
  '/Faces/Requests/:id': async (page) => {
    const { items } = await read<{ items: { id: number }[] }>(page, `${facesApi.requests.path}?PageSize=10`);
    return items[0] && `/Faces/Requests/${items[0].id}`;
  },
};

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/?#]+')}(?:[?#].*)?$`);

/** Opens a page and waits for it to be drawn with its data: its heading, no spinner, no skeleton. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect.soft(page.locator('h1'), `the heading of ${path}`).toBeVisible();
  await expect
    .soft(page.locator('.ant-spin-spinning, .ant-skeleton-active'), `${path} still loading`)
    .toHaveCount(0);
}

test('every page of the route table passes axe in the light and the dark theme', async ({ page }) => {
  // About 60 pages, each loaded once and checked twice: minutes on a loaded machine.
  test.setTimeout(900_000);
  const table = (await routeTable()).filter((route) => !route.redirect && !NOT_WALKED[route.path]);
  const withIds = table.filter((route) => route.path.includes(':'));
  const links = new Map<string, string>();
  const found: Found = (pattern) => links.get(pattern);
  const noteLinks = async () => {
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const route of withIds) {
      const example = !links.has(route.path) && hrefs.find((href) => patternOf(route.path).test(href));
      if (example) links.set(route.path, example);
    }
  };
  // Checking ends in the other scheme, and the next page starts in it: one switch a page.
  const check = async (route: TableRoute, path: string) => {
    await test.step(`${route.title}: ${path}`, async () => {
      await open(page, path);
      await noteLinks();
      await expectAccessibleInBothThemes(page, path, undefined, { soft: true, stay: true });
    });
  };

  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, 'admin');
  for (const route of table.filter((r) => !r.path.includes(':'))) await check(route, route.path);
  // A page with an id may link to another (a customer to its locations): in table order, twice over.
  const walked = new Set<string>();
  for (let pass = 0; pass < 2; pass++) {
    for (const route of withIds.filter((r) => !walked.has(r.path))) {
      const example = links.get(route.path) ?? (await EXAMPLES[route.path]?.(page, found));
      if (!example) continue;
      walked.add(route.path);
      await check(route, example);
    }
  }
  expect(
    withIds.filter((route) => !walked.has(route.path)).map((route) => route.path),
    'pages with an id that no link or example reached',
  ).toEqual([]);
});
