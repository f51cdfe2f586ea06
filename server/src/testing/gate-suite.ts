import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GateFixtures } from './gate-fixtures.ts';

/** A fixture's key: the descriptor's method and path, `PUT /api/X/{id}`. */
export const gateKey = (endpoint: { method: string; path: string }): string =>
  `${endpoint.method} ${endpoint.path}`;

const MODULES = path.resolve(import.meta.dirname, '../modules');

/**
 * Every family's gate fixtures (`server/src/modules/<family>/gate-fixtures.ts`), found by folder as
 * the app finds the families (kit/family.ts), so a new family's fixtures need no registration.
 */
export async function loadGateFixtures(): Promise<GateFixtures> {
  const folders = (await readdir(MODULES, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const all: GateFixtures = {};
  for (const folder of folders) {
    const file = path.join(MODULES, folder, 'gate-fixtures.ts');
    const exists = await access(file).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    const module = (await import(pathToFileURL(file).href)) as { gateFixtures?: GateFixtures };
    if (!module.gateFixtures)
      throw new Error(`server/src/modules/${folder}/gate-fixtures.ts exports no gateFixtures`);
    for (const [key, fixture] of Object.entries(module.gateFixtures)) {
      if (all[key]) throw new Error(`Two families give a gate fixture for ${key}`);
      all[key] = fixture;
    }
  }
  return all;
}
