import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the suite refuses (issue 11): axe's two highest impacts; moderate and minor are advice. */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it stands, or only inside `within` (a CSS selector, e.g. an open
 * dialog), and fails listing each serious or critical violation with the elements it names; a
 * whole page must also have exactly one h1. `soft` records the failure and goes on (a walk over many
 * pages reports every page that fails, not the first). `coloursOnly` runs only the rules a change of
 * theme can break, for a screen already checked whole in the other theme (the same DOM, other colours).
 */
export async function expectAccessible(
  page: Page,
  what: string,
  within?: string,
  { soft = false, coloursOnly = false }: { soft?: boolean; coloursOnly?: boolean } = {},
): Promise<void> {
  const check = soft ? expect.soft : expect;
  // The screen at rest: no control under the pointer, and antd's colour transitions (0.2 s) over.
  // axe reads computed colours, and a button caught mid-transition to its hover colour was once
  // judged by a colour it never rests on. Reading the animations brings the styles up to date, so
  // the transitions the pointer's move started are among them; a spinner's endless animation is
  // not a transition and is not waited for.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  let axe = new AxeBuilder({ page });
  if (within) axe = axe.include(within);
  if (coloursOnly) axe = axe.withRules(COLOUR_RULES);
  const { violations } = await axe.analyze();
  const refused = violations
    .filter((v) => v.impact && REFUSED_IMPACTS.has(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  check(refused, `axe violations on ${what}`).toEqual([]);
  // A whole screen names itself with exactly one h1 (issue 11); a dialog is part of a screen.
  if (!within && !coloursOnly) await check(page.locator('h1'), `the h1 of ${what}`).toHaveCount(1);
}

/** axe's rules that read colours: what differs between the light and the dark theme of one screen. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type ColorScheme = 'light' | 'dark';

/**
 * Switches the system's colour scheme and waits for the console to follow it (it does until the
 * user picks a theme in the header, which the journeys that call this never do).
 */
export async function showScheme(page: Page, colorScheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
}

/**
 * expectAccessible in the light and the dark theme (issue 29: every page and dialog in both),
 * starting with the scheme the page shows; the second theme runs the colour rules only. The page is
 * left as it was, or, with `stay`, in the other scheme (a walk over pages saves a switch a page).
 * Answers the scheme it leaves the page in.
 */
export async function expectAccessibleInBothThemes(
  page: Page,
  what: string,
  within?: string,
  { soft = false, stay = false }: { soft?: boolean; stay?: boolean } = {},
): Promise<ColorScheme> {
  const shown: ColorScheme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  const other: ColorScheme = shown === 'dark' ? 'light' : 'dark';
  await expectAccessible(page, `${what} (${shown})`, within, { soft });
  await showScheme(page, other);
  await expectAccessible(page, `${what} (${other})`, within, { soft, coloursOnly: true });
  if (stay) return other;
  await showScheme(page, shown);
  return shown;
}

/** The open antd dialog, for expectAccessible's `within`. */
export const OPEN_DIALOG = '.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]';
