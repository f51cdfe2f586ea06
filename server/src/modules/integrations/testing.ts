import { eq } from 'drizzle-orm';
import type { IntegrationSettings } from '@console/contract/integrations/api';
import { incomeVerifications } from './income-verification-tables.ts';
import { locationIntegrations } from './tables.ts';
import { locations } from '../../db/schema.ts';
import { realPageSiteSubscriptions } from './realpage-tables.ts';
import type { TestContext } from '../../testing/harness.ts';
import { testSecrets } from '../../testing/secrets.ts';
import { onlineCustomer } from '../vsonline/testing.ts';
import { storeSecrets } from './store.ts';

// Helpers for the integrations' tests: a location of an online customer, by guid, and a Yardi
// integration of it written straight to the database (as the API would, secrets sealed).

/** A Yardi body with every credential it takes. */
export const yardiSettings = (baseUrl: string, partnerLocationId = 'P1'): IntegrationSettings => ({
  baseUrl,
  partnerLocationId,
  enabled: true,
  credentials: { username: 'yardi-user', password: 'yardi-pass-0001' },
});

/** A nowhere address: connections to it are refused at once. */
export const NOWHERE = 'http://127.0.0.1:9';

export async function testLocation(
  t: TestContext,
  companyId = t.fixtures.companyA,
  name = 'Integrated Customer',
) {
  const customer = await onlineCustomer(t, companyId, name);
  const [row] = await t.database.db
    .select({ guid: locations.guid })
    .from(locations)
    .where(eq(locations.id, customer.locationId));
  if (!row) throw new Error('the location was not found');
  return { ...customer, guid: row.guid };
}

export async function yardiIntegration(t: TestContext, companyId: number, baseUrl = NOWHERE) {
  const location = await testLocation(t, companyId, 'Integrated Elsewhere');
  const settings = yardiSettings(baseUrl);
  const [row] = await t.database.db
    .insert(locationIntegrations)
    .values({
      companyId,
      locationId: location.locationId,
      system: 'yardi',
      baseUrl,
      partnerLocationId: settings.partnerLocationId,
      credentials: { username: settings.credentials.username ?? '' },
    })
    .returning();
  if (!row) throw new Error('the integration was not written');
  await storeSecrets(t.database.db, testSecrets, row.id, { password: settings.credentials.password });
  return { location, integration: row };
}

/** A location of the company's with an MRI integration (its issuer unreachable), written straight to the database. */
export async function mriIntegration(t: TestContext, companyId: number) {
  const location = await testLocation(t, companyId, 'Integrated With MRI');
  const [row] = await t.database.db
    .insert(locationIntegrations)
    .values({
      companyId,
      locationId: location.locationId,
      system: 'mri',
      baseUrl: NOWHERE,
      credentials: { issuerUrl: NOWHERE },
    })
    .returning();
  if (!row) throw new Error('the integration was not written');
  return { location, integration: row };
}

/** An income verification connection of a location of the company's, written straight to the database. */
export async function incomeConnection(t: TestContext, companyId: number) {
  const location = await testLocation(t, companyId, 'Verifying Income');
  const [row] = await t.database.db
    .insert(incomeVerifications)
    .values({
      companyId,
      locationId: location.locationId,
      provider: 'plaid',
      baseUrl: NOWHERE,
      providerAccountId: 'GATE',
      apiKeySealed: testSecrets.seal('gate-key-0001', 'unused'),
      apiKeyMask: '••••••0001',
      incomeToRentRatio: 300,
      lookbackMonths: 3,
    })
    .returning();
  if (!row) throw new Error('the connection was not written');
  return { location, connection: row };
}

/** A location of the company's with a RealPage integration (its partner unreachable), written straight to the database. */
export async function realPageIntegration(t: TestContext, companyId: number, baseUrl = NOWHERE) {
  const location = await testLocation(t, companyId, 'Integrated With RealPage');
  const [row] = await t.database.db
    .insert(locationIntegrations)
    .values({
      companyId,
      locationId: location.locationId,
      system: 'realPage',
      baseUrl,
      partnerLocationId: 'S1',
      credentials: { username: 'rp-user' },
    })
    .returning();
  if (!row) throw new Error('the integration was not written');
  await storeSecrets(t.database.db, testSecrets, row.id, { password: 'rp-pass-0001' });
  // One site already synced (Pending), so a status change finds its subscription.
  await t.database.db
    .insert(realPageSiteSubscriptions)
    .values({ integrationId: row.id, siteId: 'S0', siteName: 'Synced Site', pmcId: 'PMC0' });
  return { location, integration: row };
}
