import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fillPath } from '@console/contract/kit';
import { onboardingApi, type OnboardingIntegration } from '@console/contract/onboarding/api';

import { onboardingCustomerIntegrations } from './tables.ts';
import { PartnerSecrets } from '../../kit/secrets.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { appForFile } from '../../testing/test-app.ts';
import { productAccount } from '../activity/testing.ts';
import { apiKeyContext } from './integration.ts';
import { onboardingAccount, someIntegration } from './testing.ts';

/** The integration's settings without an API key (a change that keeps the stored one). */
const withoutKey = {
  partnerCustomerId: someIntegration.partnerCustomerId,
  applicationFeeCents: someIntegration.applicationFeeCents,
  autoInviteApplicants: someIntegration.autoInviteApplicants,
};

let t: TestContext;
let admin: TestClient;
appForFile(async (context) => {
  t = context;
  admin = await t.signIn('admin');
});

const api = onboardingApi;
const url = (id: number) => fillPath(api.customerIntegration.path, { id });

describe("the Onboarding integration's customer level (/api/Integrations/Onboarding/Customers/{id})", () => {
  it('answers 404 before it is saved, then the saved settings with the API key masked', async () => {
    const { accountId } = await onboardingAccount(t, t.fixtures.companyA, 'Integration Customer');
    expect((await admin.get(url(accountId))).statusCode).toBe(404);
    const saved = await admin.put(url(accountId), someIntegration);
    expect(saved.statusCode).toBe(200);
    const answer = saved.json() as OnboardingIntegration;
    expect(answer).toMatchObject({
      partnerCustomerId: 'HARBOR-0042',
      apiKey: '••••••91c2',
      applicationFeeCents: 4500,
      autoInviteApplicants: true,
    });
    expect(answer.updatedBy).toBeTruthy();
    expect((await admin.get(url(accountId))).json()).toEqual(answer);
  });

  it('keeps the API key sealed: unreadable in a dump of the row and the audit log, opened only with its account', async () => {
    const { accountId } = await onboardingAccount(t, t.fixtures.companyA, 'Sealed Customer');
    await admin.put(url(accountId), someIntegration);
    const dump = await t.database.db.execute<{ text: string }>(
      sql`select (select string_agg(x::text, ' ') from onboarding_customer_integrations x) ||
        (select string_agg(a::text, ' ') from audit_log a) as text`,
    );
    expect(dump.rows[0]?.text).not.toContain(someIntegration.apiKey);
    const [row] = await t.database.db
      .select()
      .from(onboardingCustomerIntegrations)
      .where(eq(onboardingCustomerIntegrations.accountId, accountId));
    const secrets = new PartnerSecrets(t.config.partnerSecretKeys);
    expect(secrets.open(row?.apiKeySealed ?? '', apiKeyContext(accountId))).toBe(someIntegration.apiKey);
    expect(() => secrets.open(row?.apiKeySealed ?? '', apiKeyContext(accountId + 1))).toThrow();
  });

  it('keeps the stored API key when a change leaves it out; audits the change, the key only as changed', async () => {
    const { accountId } = await onboardingAccount(t, t.fixtures.companyA, 'Changed Customer');
    await admin.put(url(accountId), someIntegration);
    const changed = await admin.put(url(accountId), { ...withoutKey, applicationFeeCents: 5000 });
    expect(changed.json()).toMatchObject({ apiKey: '••••••91c2', applicationFeeCents: 5000 });
    const entries = await auditEntries(t, 'onboarding.integration.update', accountId);
    expect(entries.map((entry) => entry.changes)).toEqual([
      expect.objectContaining({
        apiKey: { to: '(changed)' },
        partnerCustomerId: { from: undefined, to: 'HARBOR-0042' },
      }),
      { applicationFeeCents: { from: 4500, to: 5000 } },
    ]);
  });

  it('refuses a first save without an API key, a fee out of range and a malformed account id (400, named); writes nothing', async () => {
    const { accountId } = await onboardingAccount(t, t.fixtures.companyA, 'Refused Customer');
    const first = await admin.put(url(accountId), withoutKey);
    expect(first.statusCode).toBe(400);
    expect(first.json().propertyErrors).toEqual({ apiKey: ['API Key is required'] });
    const bad = await admin.put(url(accountId), {
      ...someIntegration,
      applicationFeeCents: 100_001,
      partnerCustomerId: 'has space',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().propertyErrors)).toEqual(
      expect.arrayContaining(['applicationFeeCents', 'partnerCustomerId']),
    );
    expect(
      (await admin.put(url(accountId), { ...someIntegration, applicationFeeCents: 12.5 })).statusCode,
    ).toBe(400);
    expect((await admin.get(url(accountId))).statusCode).toBe(404);
  });

  it('answers 404 for a customer without Onboarding, 401 signed out and 403 to read-only staff saving', async () => {
    const online = await productAccount(t);
    expect((await admin.put(url(online.accountId), someIntegration)).statusCode).toBe(404);
    const { accountId } = await onboardingAccount(t, t.fixtures.companyA, 'Gated Customer');
    expect((await (await t.anonymous()).get(url(accountId))).statusCode).toBe(401);
    expect((await (await t.signIn('readonly')).put(url(accountId), someIntegration)).statusCode).toBe(403);
  });
});
