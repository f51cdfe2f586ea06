import { and, asc, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@console/contract/errors';
import {
  canChangeSiteStatus,
  SITE_SUBSCRIPTION_PENDING,
  SITE_SUBSCRIPTION_STATUSES,
  type RealPageCredentials,
  type RealPageCustomerSettings,
  type RealPagePmc,
  type RealPageSite,
  type SiteSubscription,
  type SiteSubscriptionStatusId,
  type SiteSubscriptionUpdate,
} from '@console/contract/integrations/realpage';
import type { SyncState, SyncSummary } from '@console/contract/integrations/api';
import { diff, recordChange, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { realPageCustomerSettings, realPageSiteSubscriptions } from './realpage-tables.ts';
import type { JobContext, JobKind } from '../../jobs/kind.ts';
import { AppError, conflict, notFound, validationError } from '../../http/errors.ts';
import { PartnerError, PartnerHttp } from '../../kit/partners/http.ts';
import { basicAuth } from '../../kit/partners/rest.ts';
import { SecretError } from '../../kit/secrets.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findOnlineCustomer } from '../vsonline/scope.ts';
import { existing, queueSync, type Services } from './service.ts';
import { openSettings, secretMasks, type IntegrationRow, type SettingsOpener } from './store.ts';
import {
  keepSummary,
  runIntegrationSync,
  summary,
  SYNC_RETRY,
  SYNC_TIMEOUT_SECONDS,
  type SyncJobData,
} from './sync.ts';

/**
 * RealPage's extras (contract/src/integrations/realpage.ts): the customer's PMC id, RealPage's PMCs and sites
 * read with a location's RealPage credentials, and the site subscriptions the console keeps. The
 * requests are ours (RealPage's API is not public), over the partners' one HTTP plumbing with the
 * adapter's HTTP Basic authentication:
 *   GET /pmcs -> [{pmcId, pmcName}]; GET /pmcs/{pmcId}/sites -> [{siteId, siteName, address1}];
 *   PUT /pmcs/{pmcId}/sites/{siteId}/subscription {statusId}.
 */

const REALPAGE = { system: 'RealPage' };

/** RealPage's calls beyond its adapter's (above); the demo's partner simulator serves the same. */
export const REALPAGE_PATHS = {
  pmcs: '/pmcs',
  sites: (pmcId: string) => `/pmcs/${encodeURIComponent(pmcId)}/sites`,
  subscription: (pmcId: string, siteId: string) =>
    `/pmcs/${encodeURIComponent(pmcId)}/sites/${encodeURIComponent(siteId)}/subscription`,
};

const partnerFailed = (error: PartnerError | SecretError) =>
  new AppError(502, ErrorCode.BadGateway, error.message);

async function withPartner<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PartnerError || error instanceof SecretError) throw partnerFailed(error);
    throw error;
  }
}

/** What opening a location's RealPage credentials takes: a request's services or a job's context. */
type Opener = SettingsOpener;

async function httpOf(opener: Opener, integration: IntegrationRow) {
  const settings = await openSettings(opener, integration);
  if (basicAuth.kind !== 'headers') throw new Error('RealPage authenticates with headers');
  return new PartnerHttp({
    partner: 'RealPage',
    baseUrl: settings.baseUrl,
    headers: basicAuth.headers(settings.credentials),
    timeoutMs: settings.timeoutMs,
    outbound: settings.outbound,
  });
}

/** The answer's items, each with the fields named as text; anything else is malformed. */
function readList<K extends string>(
  answer: unknown,
  fields: readonly K[],
  what: string,
): Record<K, string>[] {
  if (!Array.isArray(answer))
    throw new PartnerError('malformed', `RealPage answered ${what} that is not a list`);
  return answer.map((item, index) => {
    if (typeof item !== 'object' || item === null)
      throw new PartnerError(
        'malformed',
        `RealPage answered ${what} with an item #${index + 1} that is not an object`,
      );
    const record = item as Record<string, unknown>;
    return Object.fromEntries(
      fields.map((field) => {
        const value = record[field];
        if (field === fields[0] && (value === undefined || value === null || value === ''))
          throw new PartnerError(
            'malformed',
            `RealPage answered ${what} with an item #${index + 1} without ${field}`,
          );
        return [field, value === undefined || value === null ? '' : String(value)];
      }),
    ) as Record<K, string>;
  });
}

const realPageOf = (services: Services, tenant: Tenant, guid: string) =>
  existing(services.db, tenant, { ...REALPAGE, guid });

async function pmcIdOf(db: Queryable, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ pmcId: realPageCustomerSettings.pmcId })
    .from(realPageCustomerSettings)
    .where(eq(realPageCustomerSettings.accountId, accountId));
  return row?.pmcId ?? null;
}

const toSubscription = (row: typeof realPageSiteSubscriptions.$inferSelect): SiteSubscription => ({
  siteId: row.siteId,
  siteName: row.siteName,
  pmcId: row.pmcId,
  subscriptionStatusId: row.statusId as SiteSubscriptionStatusId,
  updatedAt: row.updatedAt.toISOString(),
});

export async function realPageCredentials(
  services: Services,
  tenant: Tenant,
  guid: string,
): Promise<RealPageCredentials> {
  const { integration } = await realPageOf(services, tenant, guid);
  const masks = await secretMasks(services.db, integration.id);
  return {
    baseUrl: integration.baseUrl,
    username: integration.credentials.username ?? '',
    password: masks.password ?? '',
  };
}

export async function realPagePmcs(services: Services, tenant: Tenant, guid: string): Promise<RealPagePmc[]> {
  const { integration } = await realPageOf(services, tenant, guid);
  return withPartner(async () => {
    const http = await httpOf(services, integration);
    const answer = await http.send({ method: 'GET', path: REALPAGE_PATHS.pmcs });
    return readList(answer, ['pmcId', 'pmcName'] as const, 'PMCs').map((p) => ({
      pmcId: p.pmcId,
      name: p.pmcName,
    }));
  });
}

/** A PMC's sites at RealPage; a refusal is the partner's error (a job sorts it, a request answers 502). */
export async function fetchSites(
  services: Opener,
  integration: IntegrationRow,
  pmcId: string,
): Promise<RealPageSite[]> {
  const http = await httpOf(services, integration);
  const answer = await http.send({ method: 'GET', path: REALPAGE_PATHS.sites(pmcId) });
  return readList(answer, ['siteId', 'siteName', 'address1'] as const, 'sites').map((s) => ({
    siteId: s.siteId,
    siteName: s.siteName,
    address: s.address1,
  }));
}

const NO_PMC = "The customer has no RealPage PMC ID: set it in the customer's RealPage settings";

/** The PMC named, or the customer's; 409 when neither. */
async function pmcFor(db: Queryable, accountId: number, named?: string): Promise<string> {
  const pmcId = named?.trim() || (await pmcIdOf(db, accountId));
  if (!pmcId) throw conflict(NO_PMC);
  return pmcId;
}

export async function realPageSites(services: Services, tenant: Tenant, guid: string, pmcId?: string) {
  const { integration, location } = await realPageOf(services, tenant, guid);
  const pmc = await pmcFor(services.db, location.accountId, pmcId);
  return withPartner(() => fetchSites(services, integration, pmc));
}

export async function siteSubscriptions(services: Services, tenant: Tenant, guid: string) {
  const { integration } = await realPageOf(services, tenant, guid);
  const rows = await services.db
    .select()
    .from(realPageSiteSubscriptions)
    .where(eq(realPageSiteSubscriptions.integrationId, integration.id))
    .orderBy(asc(realPageSiteSubscriptions.siteName), asc(realPageSiteSubscriptions.siteId));
  return rows.map(toSubscription);
}

/**
 * Queues a sync of the customer's PMC's sites (the job below); 409 while the customer has no PMC id
 * or a sync of the integration is under way. The page follows it through the integration's SyncState.
 */
export async function syncSites(
  services: Services,
  tenant: Tenant,
  actor: Actor,
  guid: string,
): Promise<SyncState> {
  const { integration, location } = await realPageOf(services, tenant, guid);
  await pmcFor(services.db, location.accountId);
  await services.queue.open();
  return services.db.transaction((tx) =>
    queueSync(tx, services.queue, realPageSitesJob, integration, 'sites', actor),
  );
}

/** Reads the sites of the PMC the customer has now and keeps one subscription per site: new ones Pending, names refreshed. */
async function writeSites(job: JobContext, actor: Actor, integration: IntegrationRow): Promise<SyncSummary> {
  const [location] = await job.db
    .select({ accountId: locations.accountId })
    .from(locations)
    .where(eq(locations.id, integration.locationId));
  const pmcId = location && (await pmcIdOf(job.db, location.accountId));
  if (!pmcId) {
    const failed = summary('sites', { outcome: 'failed', error: NO_PMC });
    await keepSummary(job.db, integration.id, failed);
    return failed;
  }
  const sites = await fetchSites(job, integration, pmcId);
  job.progress({ pages: 1, records: sites.length });
  return job.db.transaction((tx) => keepSites(tx, actor, integration, pmcId, sites));
}

/**
 * Keeps one subscription per site read (new ones Pending, names refreshed) and the sync's summary,
 * audited, in the caller's transaction.
 */
export async function keepSites(
  tx: Queryable,
  actor: Actor,
  integration: IntegrationRow,
  pmcId: string,
  sites: readonly RealPageSite[],
): Promise<SyncSummary> {
  let created = 0;
  for (const site of sites) {
    const [row] = await tx
      .insert(realPageSiteSubscriptions)
      .values({ integrationId: integration.id, siteId: site.siteId, siteName: site.siteName, pmcId })
      .onConflictDoUpdate({
        target: [realPageSiteSubscriptions.integrationId, realPageSiteSubscriptions.siteId],
        set: { siteName: site.siteName, pmcId, updatedAt: sql`now()` },
      })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ inserted: sql<boolean>`xmax = 0` });
    if (row?.inserted) created++;
  }
  const last = summary('sites', { created, updated: sites.length - created });
  await keepSummary(tx, integration.id, last);
  await recordChange(tx, actor, {
    action: 'integration.realpage.syncSites',
    entityId: integration.id,
    changes: { pmcId: { to: pmcId }, created: { to: last.created }, updated: { to: last.updated } },
  });
  return last;
}

/** RealPage's sites sync: a job like every partner sync (sync.ts), retried when RealPage fails for a while. */
export const realPageSitesJob: JobKind<SyncJobData> = {
  name: 'integrations.realpage.syncSites',
  title: 'RealPage sites sync',
  run: (data, job) =>
    runIntegrationSync(data, job, (integration) => writeSites(job, data.actor, integration)),
  retry: SYNC_RETRY,
  timeoutSeconds: SYNC_TIMEOUT_SECONDS,
};

/** Changes a site's status at RealPage first, then here; a change the rule refuses is 409. */
export async function updateSiteSubscription(
  services: Services,
  tenant: Tenant,
  actor: Actor,
  guid: string,
  body: SiteSubscriptionUpdate,
): Promise<SiteSubscription> {
  const { integration } = await realPageOf(services, tenant, guid);
  const siteId = body.siteId.trim();
  const [current] = await services.db
    .select()
    .from(realPageSiteSubscriptions)
    .where(
      and(
        eq(realPageSiteSubscriptions.integrationId, integration.id),
        eq(realPageSiteSubscriptions.siteId, siteId),
      ),
    );
  if (!current) throw notFound('The site subscription');
  const from = current.statusId as SiteSubscriptionStatusId;
  const to = body.subscriptionStatusId;
  if (!canChangeSiteStatus(from, to))
    throw conflict(
      from === to
        ? `The site is already ${SITE_SUBSCRIPTION_STATUSES[to]}`
        : `A ${SITE_SUBSCRIPTION_STATUSES[from]} site can only become ${SITE_SUBSCRIPTION_STATUSES[SITE_SUBSCRIPTION_PENDING]} again`,
    );
  await withPartner(async () => {
    const http = await httpOf(services, integration);
    await http.send({
      method: 'PUT',
      path: REALPAGE_PATHS.subscription(current.pmcId, siteId),
      body: { statusId: to },
    });
  });
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(realPageSiteSubscriptions)
      .set({ statusId: to, updatedAt: sql`now()` })
      .where(
        and(
          eq(realPageSiteSubscriptions.integrationId, integration.id),
          eq(realPageSiteSubscriptions.siteId, siteId),
        ),
      )
      .returning();
    if (!row) throw notFound('The site subscription');
    await recordChange(tx, actor, {
      action: 'integration.realpage.siteSubscription',
      entityId: integration.id,
      changes: { site: { to: siteId }, subscriptionStatusId: { from, to } },
    });
    return toSubscription(row);
  });
}

export async function getCustomerSettings(
  db: Queryable,
  tenant: Tenant,
  customerId: number,
): Promise<RealPageCustomerSettings> {
  await findOnlineCustomer(db, tenant, customerId);
  return { pmcId: await pmcIdOf(db, customerId) };
}

export async function updateCustomerSettings(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  customerId: number,
  body: RealPageCustomerSettings,
): Promise<RealPageCustomerSettings> {
  await findOnlineCustomer(db, tenant, customerId);
  const pmcId = body.pmcId?.trim() ?? null;
  if (pmcId !== null && !/^[A-Za-z0-9._-]+$/.test(pmcId))
    throw validationError({ pmcId: ['PMC ID may hold letters, digits, dots, dashes and underscores only'] });
  return db.transaction(async (tx) => {
    const before = await pmcIdOf(tx, customerId);
    await tx
      .insert(realPageCustomerSettings)
      .values({ accountId: customerId, pmcId })
      .onConflictDoUpdate({
        target: realPageCustomerSettings.accountId,
        set: { pmcId, updatedAt: sql`now()` },
      });
    await recordChangeIfAny(tx, actor, {
      action: 'integration.realpage.customerSettings',
      entityId: customerId,
      changes: diff({ pmcId: before }, { pmcId }),
    });
    return { pmcId };
  });
}
