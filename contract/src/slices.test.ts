import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyFolders } from './call-gates.ts';

/**
 * A family is three folders (docs/architecture.md "Adding a family"): `contract/src/<family>/`,
 * `server/src/modules/<family>/` and `web/src/features/<family>/` (the online customers' web
 * folder is `online-customers`). Code elsewhere is the platform's, the kit's or the app's, and
 * serves every family; a file there that depends on one product family's contract is that
 * family's, and belongs in its slice, unless it is listed below with why. Tests and their helpers
 * may use any family as their example; so may the browser journeys (e2e/), the benchmarks (bench/)
 * and the docs, which live apart by design.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The families whose calls are the platform's own: the session, accounts, activity, the catalogue. */
const PLATFORM_FAMILIES = ['session', 'accounts', 'activity', 'products', 'lookups', 'books', 'health'];

/** Files outside the slices that depend on a product family, and why they may. */
const OUTSIDE: Record<string, { families: string[]; why: string }> = {
  'server/src/demo/sample-cast.ts': {
    families: ['dvs'],
    why: 'the demo’s people carry the documents every family’s samples show, in DIVE’s document types',
  },
  'server/src/kit/family.ts': {
    families: ['integrations'],
    why: 'a family plugs in its partner connectors under the integrations’ system names',
  },
  'server/src/kit/partners/connector.ts': {
    families: ['integrations'],
    why: 'the partner kit reads the credential fields and sync kinds the integrations declare',
  },
  'server/src/kit/partners/rest.ts': {
    families: ['integrations'],
    why: 'the partner kit reads the sync kinds the integrations declare',
  },
  'server/src/kit/report-csv.ts': {
    families: ['report-receivers'],
    why: 'the seam between the reports and their receivers speaks the receivers’ saved filters',
  },
  'server/src/platform/companies/catalogue.ts': {
    families: ['reports', 'validation-reports'],
    why: 'the catalogue gives every company the features the families’ calls ask for, by name',
  },
};

const isFamilyHome = (file: string) =>
  /^(contract\/src\/(?!kit\/)[^/]+\/|server\/src\/modules\/[^/]+\/|web\/src\/features\/[^/]+\/)/.test(file);
const isTestSupport = (file: string) => /\.test\.tsx?$|\/testing\/|\/testing\.tsx?$/.test(file);

/**
 * The product families whose contract a source file imports (the platform's left out): by the
 * package's name, and from inside the contract by a relative path too.
 */
export function familiesOf(file: string, source: string, families: readonly string[]): string[] {
  const imports = file.startsWith('contract/src/')
    ? /from '(?:@console\/contract\/|(?:\.\.?\/)+)([a-z-]+)\//g
    : /from '@console\/contract\/([a-z-]+)\//g;
  const found = [...source.matchAll(imports)].map((match) => match[1] ?? '');
  return [...new Set(found)]
    .filter((family) => families.includes(family) && !PLATFORM_FAMILIES.includes(family))
    .sort();
}

describe('the family slices', () => {
  it('give every server family a contract folder of the same name', async () => {
    const families = await familyFolders();
    const modules = execFileSync('git', ['ls-files', 'server/src/modules'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .map((file) => file.split('/')[3])
      .filter((name): name is string => Boolean(name));
    for (const module of new Set(modules)) {
      expect(families, `contract/src/${module}/`).toContain(module);
      expect(existsSync(path.join(ROOT, 'contract/src', module, 'api.ts')), `${module}/api.ts`).toBe(true);
    }
  });

  it('keep each product family’s code in its folders, but what is said here with why', async () => {
    const families = await familyFolders();
    const files = execFileSync('git', ['ls-files', 'contract/src', 'server/src', 'web/src'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !isFamilyHome(file) && !isTestSupport(file));
    const outside: Record<string, string[]> = {};
    for (const file of files) {
      const found = familiesOf(file, readFileSync(path.join(ROOT, file), 'utf8'), families);
      if (found.length) outside[file] = found;
    }
    expect(outside).toEqual(
      Object.fromEntries(Object.entries(OUTSIDE).map(([file, { families: said }]) => [file, said])),
    );
  });

  it('find a family’s contract imported by shared code, and leave the platform’s alone', () => {
    const families = ['dvs', 'session', 'faces'];
    const kit = `import { dvsApi } from '@console/contract/dvs/api';\nimport { x } from '@console/contract/session/api';\n`;
    expect(familiesOf('web/src/kit/Crossing.tsx', kit, families)).toEqual(['dvs']);
    const contract = `import { facesFamily } from '../faces/gates.ts';\n`;
    expect(familiesOf('contract/src/kit/crossing.ts', contract, families)).toEqual(['faces']);
    const server = `import { x } from '../faces/y.ts';\n`;
    expect(familiesOf('server/src/kit/crossing.ts', server, families)).toEqual([]);
  });
});
