import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import { integrationsApi as api } from '@console/contract/integrations/api';
import { integrationSecrets } from './tables.ts';
import { newSecretKey } from '../../kit/secrets.ts';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { TEST_PARTNER_SECRETS_KEYS } from '../../testing/secrets.ts';
import { startFakeYardi, type FakeYardi } from './fake-yardi.ts';
import { yardiIntegration } from './testing.ts';

// Key rotation (docs/security.md, "Partner secrets"): an app whose first key is new, and whose older key is
// the one the stored secrets were sealed with.

let t: TestContext;
let partner: FakeYardi;
beforeAll(async () => {
  t = await createTestContext({ PARTNER_SECRETS_KEYS: `${newSecretKey('k2')},${TEST_PARTNER_SECRETS_KEYS}` });
  partner = await startFakeYardi({ username: 'yardi-user', password: 'yardi-pass-0001' }, [
    { propertyCode: 'P1', propertyName: 'Maple Court', addressLine1: '1 Maple St' },
  ]);
});
afterAll(async () => {
  await partner.close();
  await t.close();
});

it('opens a secret sealed with the older key, and seals it again with the first key when it is used', async () => {
  const { location, integration } = await yardiIntegration(t, t.fixtures.companyA, partner.url);
  const sealed = async () =>
    (
      await t.database.db
        .select({ sealed: integrationSecrets.sealed })
        .from(integrationSecrets)
        .where(eq(integrationSecrets.integrationId, integration.id))
    )[0]?.sealed ?? '';
  expect(await sealed()).toMatch(/^test\./);
  const admin = await t.signIn('admin');
  const test = await admin.post(fillPath(api.testConnection.path, { system: 'Yardi', guid: location.guid }));
  expect(test.json()).toMatchObject({ ok: true, message: 'Connected to Yardi: Maple Court' });
  expect(await sealed()).toMatch(/^k2\./);
  // Still the same secret: the partner takes it again.
  const again = await admin.post(fillPath(api.testConnection.path, { system: 'Yardi', guid: location.guid }));
  expect(again.json()).toMatchObject({ ok: true });
});
