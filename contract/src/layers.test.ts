import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The layers hold because `npm run lint` fails on a crossing (eslint.config.js, docs/architecture.md
 * "Layers"): this lints code that crosses each one, and a pair of files that import each other, with
 * the repository's own configuration. If a rule stopped resolving the imports it judges (an import
 * it cannot resolve is silently allowed), these fail. In the contract project: no database, no DOM.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rules the code below breaks, by rule id, when linted as if it were the file at `file`. */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint loads the configuration, the parser and the resolver: seconds on a busy machine.
describe('the layers', { timeout: 60_000 }, () => {
  it('refuse a family imported by the server’s shared folders', async () => {
    for (const folder of ['http', 'kit', 'platform', 'db', 'jobs']) {
      expect(
        await brokenRules(
          `server/src/${folder}/crossing.ts`,
          `import { family } from '../modules/jobs/index.ts';\nexport const crossing = family;\n`,
        ),
        folder,
      ).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it('let a family import the kit and the platform', async () => {
    expect(
      await brokenRules(
        'server/src/modules/jobs/allowed.ts',
        `import { tenantOf } from '../../platform/tenant.ts';\nimport { listPage } from '../../kit/list.ts';\nexport const allowed = [tenantOf, listPage];\n`,
      ),
    ).toEqual([]);
  });

  it('refuse the app or a family imported by the web kit, and the app imported by a family', async () => {
    expect(
      await brokenRules(
        'web/src/kit/crossing.ts',
        `import { routes } from '../routes';\nexport const r = routes;\n`,
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await brokenRules(
        'web/src/kit/crossing.ts',
        `import { routes } from '../features/jobs/routes';\nexport const r = routes;\n`,
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await brokenRules(
        'web/src/features/jobs/crossing.ts',
        `import { createRouter } from '../../app/router';\nexport const r = createRouter;\n`,
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuse the server or the web imported by the contract', async () => {
    expect(
      await brokenRules(
        'contract/src/crossing.ts',
        `import { tenantOf } from '../../server/src/platform/tenant.ts';\nexport const t = tenantOf;\n`,
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  const cycleDir = mkdtempSync(path.join(ROOT, 'web/src/kit/.cycle-check-'));
  afterAll(() => rmSync(cycleDir, { recursive: true, force: true }));

  it('refuse an import cycle', async () => {
    writeFileSync(path.join(cycleDir, 'a.ts'), `import { b } from './b';\nexport const a = () => b;\n`);
    writeFileSync(path.join(cycleDir, 'b.ts'), `import { a } from './a';\nexport const b = () => a;\n`);
    const results = await eslint.lintFiles([path.join(cycleDir, 'a.ts'), path.join(cycleDir, 'b.ts')]);
    expect(results.map((result) => result.messages.map((message) => message.ruleId))).toEqual([
      ['import-x/no-cycle'],
      ['import-x/no-cycle'],
    ]);
  });
});
