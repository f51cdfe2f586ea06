import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { INCOME_PROVIDER_KEYS } from '@console/contract/integrations/income-verification';
import {
  PARTNER_SYSTEM_SLUGS,
  PARTNER_SYSTEMS,
  type PartnerSystem,
} from '@console/contract/integrations/api';
import { Project } from '@console/contract/products/api';
import { recordChanges, type Actor } from '../../audit/record.ts';
import type { Queryable } from '../../db/client.ts';
import { accountProducts, customerAccounts, locations, products } from '../../db/schema.ts';
import { locationIntegrations } from './tables.ts';
import { realPageCustomerSettings, realPageSiteSubscriptions } from './realpage-tables.ts';
import type { DemoPartners } from '../../kit/family.ts';
import type { PartnerSecrets } from '../../kit/secrets.ts';
import { insertConnection, settingsOf } from './income.ts';
import { fetchSites, keepSites } from './realpage.ts';
import {
  SIMULATED_LOCATIONS,
  SIMULATED_PMC,
  simulatedLocationId,
  simulatorCredentials,
} from './simulator.ts';
import { storeSecrets, splitCredentials, type IntegrationRow } from './store.ts';
import { keepSynced, readPartnerRecords } from './sync.ts';

/**
 * The demo's integrations (docs/demo-data.md): one online customer's main location connected to
 * each partner system, against the demo's partner simulator (simulator.ts) with the credentials it
 * takes, and synced once as the seed runs, through the same connectors and writes as a sync job,
 * so every system's page shows its last sync and records; RealPage's customer has its PMC and the
 * sites synced, one of them active. One connection waits for its partner location to be chosen,
 * one is disabled. A few locations also verify income with a provider. MRI is left to connect:
 * its authorization needs MRI's own sign-in, which the simulator does not play.
 *
 * The customers chosen are neither the first by name (the import templates' customer) nor the one
 * that reported last (the Customers page's first row, where the browser journeys connect Yardi).
 */

const DEMO_ACTOR = (companyId: number): Actor => ({ id: null, name: 'Demo data', companyId });
/** Every system but MRI (above), in the order the customers get them. */
const SYSTEMS = PARTNER_SYSTEM_SLUGS.filter((system) => system !== 'mri');
const UNLINKED: PartnerSystem = 'iLoveLeasing';
const DISABLED: PartnerSystem = 'funnel';
const INCOME_CONNECTIONS = 4;

/** The main location (the first) of each of the company's live online customers, in name order, but the two above. */
async function candidateLocations(db: Queryable, companyId: number) {
  const online = and(
    eq(customerAccounts.companyId, companyId),
    eq(customerAccounts.isTest, false),
    sql`${customerAccounts.id} in (select ${accountProducts.accountId} from ${accountProducts}
      join ${products} on ${products.id} = ${accountProducts.productId}
      where ${products.projectId} = ${Project.VsOnline})`,
  );
  const [latest] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(and(online, isNotNull(customerAccounts.lastScan)))
    .orderBy(desc(customerAccounts.lastScan), desc(customerAccounts.id))
    .limit(1);
  const rows = await db
    .select({ accountId: customerAccounts.id, locationId: sql<number>`min(${locations.id})::int` })
    .from(customerAccounts)
    .innerJoin(locations, eq(locations.accountId, customerAccounts.id))
    .where(online)
    .groupBy(customerAccounts.id, customerAccounts.name)
    .orderBy(asc(customerAccounts.name), asc(customerAccounts.id));
  return rows.slice(1).filter((row) => row.accountId !== latest?.id);
}

export async function seedIntegrationsDemo(
  db: Queryable,
  companyId: number,
  secrets: PartnerSecrets | undefined,
  partners: DemoPartners | undefined,
): Promise<void> {
  if (!secrets) return;
  const actor = DEMO_ACTOR(companyId);
  const candidates = await candidateLocations(db, companyId);
  if (partners) await connectSystems(db, actor, secrets, partners, candidates.slice(0, SYSTEMS.length));
  await connectIncome(
    db,
    actor,
    secrets,
    candidates.slice(SYSTEMS.length, SYSTEMS.length + INCOME_CONNECTIONS),
  );
}

async function connectSystems(
  db: Queryable,
  actor: Actor,
  secrets: PartnerSecrets,
  partners: DemoPartners,
  chosen: readonly { accountId: number; locationId: number }[],
) {
  const companyId = actor.companyId ?? 0;
  const connected: { system: PartnerSystem; row: IntegrationRow; accountId: number }[] = [];
  for (const [n, { accountId, locationId }] of chosen.entries()) {
    const system = SYSTEMS[n];
    if (!system) break;
    const { plain, secret } = splitCredentials(system, simulatorCredentials(system));
    const [row] = await db
      .insert(locationIntegrations)
      .values({
        companyId,
        locationId,
        system,
        baseUrl: partners.baseUrlOf(system),
        partnerLocationId: system === UNLINKED ? '' : simulatedLocationId(system, n % SIMULATED_LOCATIONS),
        enabled: system !== DISABLED,
        credentials: plain,
      })
      .returning();
    if (!row) continue;
    await storeSecrets(db, secrets, row.id, secret);
    connected.push({ system, row, accountId });
  }
  await recordChanges(
    db,
    actor,
    connected.map(({ system, row }) => ({
      action: 'integration.create' as const,
      entityId: row.id,
      changes: { system: { to: system }, baseUrl: { to: row.baseUrl } },
    })),
  );

  // Each linked one synced once, every kind it syncs, as a sync job reads and writes (sync.ts).
  const opener = { db, secrets, outbound: partners.outbound };
  for (const { system, row } of connected) {
    if (!row.partnerLocationId) continue;
    for (const kind of PARTNER_SYSTEMS[system].syncs) {
      await keepSynced(db, row, kind, await readPartnerRecords(opener, row, kind));
    }
  }

  // RealPage's customer manages its sites through a PMC: its sites synced, the first one active.
  const realPage = connected.find((c) => c.system === 'realPage');
  if (realPage) {
    await db.insert(realPageCustomerSettings).values({ accountId: realPage.accountId, pmcId: SIMULATED_PMC });
    await keepSites(
      db,
      actor,
      realPage.row,
      SIMULATED_PMC,
      await fetchSites(opener, realPage.row, SIMULATED_PMC),
    );
    const [first] = await db
      .select({ siteId: realPageSiteSubscriptions.siteId })
      .from(realPageSiteSubscriptions)
      .where(eq(realPageSiteSubscriptions.integrationId, realPage.row.id))
      .orderBy(asc(realPageSiteSubscriptions.siteId))
      .limit(1);
    if (first) {
      await db
        .update(realPageSiteSubscriptions)
        .set({ statusId: 2 })
        .where(
          and(
            eq(realPageSiteSubscriptions.integrationId, realPage.row.id),
            eq(realPageSiteSubscriptions.siteId, first.siteId),
          ),
        );
    }
  }
}

/** Income verification with each provider in turn, at the locations given. */
async function connectIncome(
  db: Queryable,
  actor: Actor,
  secrets: PartnerSecrets,
  chosen: readonly { locationId: number }[],
) {
  const companyId = actor.companyId ?? 0;
  const entries = [];
  for (const [n, { locationId }] of chosen.entries()) {
    const provider = INCOME_PROVIDER_KEYS[n % INCOME_PROVIDER_KEYS.length] ?? 'truv';
    const row = await insertConnection(
      db,
      secrets,
      companyId,
      locationId,
      settingsOf({
        provider,
        // Never called by the console: a connection's settings for the provider's own checks.
        baseUrl: `https://api.${provider.toLowerCase()}.example`,
        providerAccountId: `ACCT-${7100 + n}`,
        incomeToRentRatio: [3, 2.5, 3, 2.75][n % 4] ?? 3,
        lookbackMonths: [3, 6, 3, 12][n % 4] ?? 3,
        enabled: n !== 3,
      }),
      `demo-${provider}-api-key-${4100 + n}`,
    );
    entries.push({
      action: 'incomeVerification.create' as const,
      entityId: row.id,
      changes: { provider: { to: provider } },
    });
  }
  await recordChanges(db, actor, entries);
}
