import type { IngestRequest } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import type { TestContext } from '../../testing/harness.ts';
import { withProductToken } from '../../testing/product-accounts.ts';
import { eq } from 'drizzle-orm';
import { features } from '../../db/schema.ts';
import { writeAccountFeatures } from '../accounts/settings.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { INGEST_REQUESTS_PATH } from '@console/contract/activity/api';

/**
 * A customer account of a fixture company with its Veriscan Online product, every customer feature
 * switched on (so that any service may be reported; modules/features tests switch them off), and a
 * product token for it.
 */
export async function productAccount(t: TestContext, companyId = t.fixtures.companyA) {
  const account = await createTestAccount(t, companyId, { customerName: 'Activity Customer' });
  await switchOnFeatures(t, account.accountId);
  return {
    ...account,
    ...(await withProductToken(t, companyId, Project.VsOnline, account.accountId, 'Kiosk app')),
  };
}

/** Every customer feature switched on for the account, so any service may be reported. */
export async function switchOnFeatures(t: TestContext, accountId: number): Promise<void> {
  const catalogue = await t.database.db
    .select({ featureId: features.id })
    .from(features)
    .where(eq(features.scope, 'customer'));
  await writeAccountFeatures(
    t.database.db,
    accountId,
    catalogue.map(({ featureId }) => ({ featureId, isEnabled: true })),
  );
}

/** Reports one request through the product API, as a product does: a bearer token and JSON. */
export const report = (t: TestContext, token: string | undefined, body: Partial<IngestRequest> | string) =>
  t.app.inject({
    method: 'POST',
    url: INGEST_REQUESTS_PATH,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Reports a request the product API must store (201, else the test fails here); answers its id. */
export async function reportStored(t: TestContext, token: string, request: IngestRequest): Promise<number> {
  const response = await report(t, token, request);
  if (response.statusCode !== 201) throw new Error(`report refused: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** A complete, valid request reported now. */
export const aRequest = (externalId: string, extra: Partial<IngestRequest> = {}): IngestRequest => ({
  externalId,
  status: 'success',
  startedAt: new Date(Date.now() - 60_000).toISOString(),
  completedAt: new Date().toISOString(),
  ...extra,
});
