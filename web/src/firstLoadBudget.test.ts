import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The first load's budget, over the build (`npm test` builds first): the JavaScript index.html
 * loads before the first page renders (its module script and module preloads), gzip bytes.
 * Issue 11 asks for at most 200 KB. The guard is a ratchet set just above what the build weighs:
 * lower it whenever the first load gets lighter, never raise it without saying why in the commit
 * (`git log -p web/src/firstLoadBudget.test.ts` is its history). At 194 (193.00) the theme's dark
 * contrast tokens joined the shell's theme (issue 29: every page at 4.5:1 in both themes).
 */
const BUDGET_KB = 194;

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
