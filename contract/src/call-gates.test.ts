import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_GATES_FILE, familyFolders, renderCallGates } from './call-gates.ts';
import type { Gate } from './gates.ts';
import { facesApi } from './faces/api.ts';
import { collectorApi } from './collector/api.ts';
import { integrationsApi, mriApi } from './integrations/api.ts';

const fileOf = (folder: string) => path.join(import.meta.dirname, folder, CALL_GATES_FILE);

// Each folder imports its family's schemas: seconds on a busy machine.
describe('the call gates', { timeout: 60_000 }, () => {
  it('of every family are what its calls declare (else: npm run contract:call-gates)', async () => {
    for (const folder of await familyFolders()) {
      const expected = await renderCallGates(folder);
      const file = fileOf(folder);
      if (expected === undefined) expect(existsSync(file), `${folder} declares no call`).toBe(false);
      else expect(readFileSync(file, 'utf8'), `${folder}/${CALL_GATES_FILE}`).toBe(expected);
    }
  });

  it('hold each call’s whole gate, nested and prefixed calls under their flattened names', async () => {
    const faces = (await import('./faces/call-gates.ts')) as Record<string, Gate>;
    expect(faces.accounts).toEqual(facesApi.accounts.gate);
    const collector = (await import('./collector/call-gates.ts')) as Record<string, Gate>;
    expect(collector.tokensList).toEqual(collectorApi.tokens.list.gate);
    const integrations = (await import('./integrations/call-gates.ts')) as Record<string, Gate>;
    expect(integrations.mriCallback).toEqual(mriApi.callback.gate);
    expect(integrations.delete).toEqual(integrationsApi.delete.gate);
  });

  it('are stale when a gate changes: the rendering follows the call', async () => {
    const before = await renderCallGates('faces');
    const original = facesApi.accounts.gate;
    facesApi.accounts.gate = { ...original, featureId: 'changed' };
    try {
      expect(await renderCallGates('faces')).not.toBe(before);
      expect(await renderCallGates('faces')).toContain("featureId: 'changed'");
    } finally {
      facesApi.accounts.gate = original;
    }
  });
});
