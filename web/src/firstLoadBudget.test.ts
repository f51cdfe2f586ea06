import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The first load's budget, over the build (`npm test` builds first): the JavaScript index.html
 * loads before the first page renders (its module script and module preloads), gzip bytes.
 * Issue 11 asks for at most 200 KB. The guard is a ratchet set just above what the build weighs:
 * lower it whenever the first load gets lighter, never raise it without saying why.
 * Raised from 275 to 280 when the Dashboard family, the palette launcher and the skip link joined
 * the shell (+5 KB). Lowered to 219 (218.6) when the route tables took their page gates from the
 * contract's plain gates modules instead of the schemas (no typebox, no contract up front), antd's
 * message, notification and modal holders and the static notification loaded after the first
 * render (kit/feedback.tsx), @rc-component/form was tree-shaken (web/vite.config.ts) and the
 * header's Avatar became a plain mark. Lowered to 192 (191.5), under the 200, when the
 * sidebar's Menu and the header's dropdowns loaded beside the first page (SiderMenu.tsx,
 * kit/LazyDropdown.tsx), the breadcrumb became plain elements and the header's tooltips loaded on
 * first hover (kit/HoverTooltip.tsx): antd's Menu, Dropdown, Breadcrumb and Tooltip left the shell.
 * Raised to 193 (192.04) when the Dashboard's two import pages joined its route table (+0.4 KB).
 * Raised to 196 (195.25) when the product families' pages joined the route table (Verification Services,
 * Face Compare, OCR, DIVE, the onboarding and integrations pages: +3.2 KB of paths, titles and
 * gates from each family's own `-gates.ts`), still under the 200.
 * Raised to 198 (197.70) when DIVE Online, manual verification, validation settings, failed records,
 * income verification, the RealPage sub-page and the MRI callback joined the route table (+2.4 KB,
 * the entry chunk's route tables: 15.6 KB of the 197.7). Still under 200; the next family should
 * bring its route table in lazily (a family's routes loaded when its menu group first opens).
 * Raised to 199 (198.46) when the Reports group joined the route table (+0.76 KB: five pages, the
 * /Dashboard/Reports redirect, the group's icon; its titles apart from the pages' texts). Still
 * under 200, with 0.5 KB left: the lazy route tables above are now due.
 * Lowered to 191 (190.53; the Reports' merge had brought it to 199.28) when the route table became
 * plain data. Its pages' `import()`s moved to each family's pages.ts, gathered in a chunk of their
 * own (app/pages.ts) that the router asks for as the app starts: every one of them carried Vite's
 * list of the chunks to preload with the page, hashed names that compress badly (-4.4 KB). Turning
 * the preload lists off instead (build.modulePreload) saved ~5.6 KB but made a first visit fetch a
 * page's modules one import level at a time, 8 to 11 levels for most pages. And the menu icons are
 * named in the route table and drawn by the sidebar's lazily loaded menu (app/menuIcons.ts), so
 * their SVG paths left antd-shell (-4.4 KB). A family's new pages now cost the first load only
 * their paths, titles and gates.
 * Raised to 193 (192.37) with issue 27: the role-to-permission table the menu and the page gates
 * read up front (the words a refused action shows, permission-texts.ts, load with the screens that
 * show them, and the Test Mode switch loads its gate, the rule and kit/Refused after the first
 * render), and two-step sign-in in the shell (the user menu's item with its icon, the guard that
 * holds a user to the enrolment page, and its route: 0.44 KB).
 */
const BUDGET_KB = 193;

const dist = join(import.meta.dirname, '../dist');

/** The scripts index.html loads: the entry and every module it preloads. */
export function initialScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    ([, file]) => file ?? '',
  );
}

describe.skipIf(!existsSync(join(dist, 'index.html')))(
  'the first load (web/dist, after npm run build)',
  () => {
    it(`loads at most ${BUDGET_KB} KB gzip of JavaScript before the first page renders`, () => {
      const scripts = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
      expect(scripts.length).toBeGreaterThan(1);
      const gzipBytes = scripts.reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length,
        0,
      );
      expect(gzipBytes / 1024).toBeLessThanOrEqual(BUDGET_KB);
    });

    it('does not load the company selector or the Test Mode banner up front', () => {
      const scripts = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
      expect(scripts.filter((file) => /^assets\/(CompanySelector|TestModeBanner)-/.test(file))).toEqual([]);
    });
  },
);
