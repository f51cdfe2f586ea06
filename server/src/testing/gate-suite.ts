import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { familyFolders } from '../kit/family.ts';
import type { FamilyGateFixtures, GateFixtures } from './gate-fixtures.ts';

/** A fixture's key: the descriptor's method and path, `PUT /api/X/{id}`. */
export const gateKey = (endpoint: { method: string; path: string }): string =>
  `${endpoint.method} ${endpoint.path}`;

/**
 * Every family's gate fixtures (`server/src/modules/<family>/gate-fixtures.ts`), found by folder as
 * the app finds the families (kit/family.ts), so a new family's fixtures need no registration:
 * those of company records (`tenant`) and those of the provider's (`provider`).
 */
export async function loadGateFixtures(): Promise<{ tenant: GateFixtures; provider: GateFixtures }> {
  const folders = await familyFolders();
  const all = { tenant: {} as GateFixtures, provider: {} as GateFixtures };
  const add = (into: GateFixtures, fixtures: GateFixtures) => {
    for (const [key, fixture] of Object.entries(fixtures)) {
      if (all.tenant[key] || all.provider[key]) throw new Error(`Two gate fixtures for ${key}`);
      into[key] = fixture;
    }
  };
  for (const folder of folders) {
    const file = path.join(folder.dir, 'gate-fixtures.ts');
    const exists = await access(file).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    const module = (await import(pathToFileURL(file).href)) as FamilyGateFixtures;
    if (!module.gateFixtures && !module.providerGateFixtures) {
      throw new Error(`${path.relative(process.cwd(), file)} exports no gateFixtures`);
    }
    add(all.tenant, module.gateFixtures ?? {});
    add(all.provider, module.providerGateFixtures ?? {});
  }
  return all;
}
