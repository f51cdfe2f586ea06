import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@console/contract/errors';
import {
  CREDENTIAL_FIELDS,
  CREDENTIAL_FIELD_NAMES,
  PARTNER_SYSTEM_SLUGS,
  PARTNER_SYSTEMS,
  SYNC_KIND_TITLES,
  systemOfApiName,
  type ConnectionTest,
  type Integration,
  type IntegrationSettings,
  type LocationIntegrations,
  type PartnerLocation,
  type PartnerSystem,
  type SyncedKind,
  type SyncKind,
  type SyncState,
} from '@console/contract/integrations/api';
import { diff, recordChange, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { locationIntegrations } from './tables.ts';
import { locations } from '../../db/schema.ts';
import { AppError, conflict, notFound, validationError } from '../../http/errors.ts';
import type { JobKind } from '../../jobs/kind.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { baseUrlProblem, PartnerError } from '../../kit/partners/http.ts';
import type { OutboundPolicy } from '../../kit/partners/outbound.ts';
import { SecretError, type PartnerSecrets } from '../../kit/secrets.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findOnlineCustomer } from '../vsonline/scope.ts';
import { connectorOf } from './adapters/index.ts';
import {
  findLocation,
  integrationOf,
  openSettings,
  secretMasks,
  splitCredentials,
  storeSecrets,
  type IntegrationRow,
} from './store.ts';
import { issuerUrlProblem } from './oidc.ts';
import { enqueueSync, syncJobKind, syncStateOf, type SyncJobData } from './sync.ts';

/**
 * A location's integration with a partner system (contract/src/integrations/api.ts): its settings with
 * the secrets sealed, the calls that ask the partner something while staff wait (its locations, a
 * connection test: each bounded by the adapter's timeout), and the sync, which only queues a job.
 */

export interface Services {
  db: Db;
  queue: JobQueue;
  secrets: PartnerSecrets;
  /** Where partner calls may go (config OUTBOUND_ALLOWED_HOSTS); checked on save and on every call. */
  outbound: OutboundPolicy;
  /** The console's own origin (config PUBLIC_URL): MRI's redirect URI must be on it. */
  publicOrigin: string;
}

/** Which integration a call names: the system by its path name, and the location by guid. */
export interface Named {
  system: string;
  guid: string;
}

const slugOf = (apiName: string): PartnerSystem => {
  const system = systemOfApiName(apiName);
  // The path's schema admits only the systems' names; this is for the type.
  if (!system) throw notFound('The system');
  return system;
};

/** The location (404 when not the tenant's) and its integration with the system, if any. */
async function located(db: Queryable, tenant: Tenant, named: Named) {
  const system = slugOf(named.system);
  const location = await findLocation(db, tenant, named.guid);
  return { system, location, integration: await integrationOf(db, location.id, system) };
}

export async function existing(db: Queryable, tenant: Tenant, named: Named) {
  const found = await located(db, tenant, named);
  if (!found.integration)
    throw notFound(`The ${PARTNER_SYSTEMS[found.system].title} integration of this location`);
  return { ...found, integration: found.integration };
}

const NO_SYNC: SyncState = { jobId: null, state: null, kind: null, progress: null, error: null, last: null };

async function toIntegration(
  { db, queue }: { db: Queryable; queue: JobQueue },
  system: PartnerSystem,
  location: Awaited<ReturnType<typeof findLocation>>,
  row: IntegrationRow | undefined,
): Promise<Integration> {
  return {
    system,
    configured: row !== undefined,
    locationGuid: location.guid,
    locationId: location.id,
    locationName: location.name,
    customerId: location.accountId,
    customerName: location.customerName,
    baseUrl: row?.baseUrl ?? '',
    partnerLocationId: row?.partnerLocationId ?? '',
    enabled: row?.enabled ?? false,
    credentials: row ? { ...row.credentials, ...(await secretMasks(db, row.id)) } : {},
    createdAt: row?.createdAt.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    sync: row ? await syncStateOf(db, queue, row) : NO_SYNC,
  };
}

/** The location's integration with the system, or `configured: false` when it has none yet. */
export async function getIntegration(services: Services, tenant: Tenant, named: Named): Promise<Integration> {
  const { system, location, integration } = await located(services.db, tenant, named);
  return toIntegration(services, system, location, integration);
}

/**
 * The body's problems: the base URL (and an issuer URL) as a URL and as a host the console may
 * call when written as an address or localhost, a credential the system does not take, and a
 * required one missing (every one on creation; the plain ones on a change, where a secret left out
 * is kept).
 */
function settingsProblems(
  system: PartnerSystem,
  body: IntegrationSettings,
  creating: boolean,
  outbound: OutboundPolicy,
) {
  const problems: Record<string, string[]> = {};
  const baseUrl = body.baseUrl.trim();
  const urlProblem = baseUrlProblem(baseUrl) ?? outbound.literalProblem(baseUrl, 'Base URL');
  if (urlProblem) problems.baseUrl = [urlProblem];
  const info = PARTNER_SYSTEMS[system];
  const takes = new Set<string>(info.credentials);
  for (const field of CREDENTIAL_FIELD_NAMES) {
    const value = body.credentials[field];
    const { title, secret } = CREDENTIAL_FIELDS[field];
    const key = `credentials.${field}`;
    if (!takes.has(field)) {
      if (value !== undefined) problems[key] = [`${info.title} takes no ${title}`];
      continue;
    }
    const needed = creating || !secret;
    if ((value === undefined && needed) || (value !== undefined && value.trim() === '')) {
      problems[key] = [`${title} is required`];
    } else if (value !== undefined && 'url' in CREDENTIAL_FIELDS[field]) {
      const problem = issuerUrlProblem(value.trim(), title) ?? outbound.literalProblem(value.trim(), title);
      if (problem) problems[key] = [problem];
    }
  }
  return problems;
}

/** What the audit log keeps of a change of settings: plain values, and only that a secret was set. */
function auditedSettings(body: IntegrationSettings, system: PartnerSystem) {
  const { plain, secret } = splitCredentials(system, body.credentials);
  return {
    baseUrl: body.baseUrl.trim(),
    partnerLocationId: body.partnerLocationId.trim(),
    enabled: body.enabled,
    ...plain,
    ...Object.fromEntries(Object.keys(secret).map((name) => [name, '(set)'])),
  };
}

export async function saveIntegration(
  services: Services,
  tenant: Tenant,
  actor: Actor,
  named: Named,
  body: IntegrationSettings,
  creating: boolean,
): Promise<Integration> {
  return services.db.transaction(async (tx) => {
    const { system, location, integration } = await located(tx, tenant, named);
    const title = PARTNER_SYSTEMS[system].title;
    if (creating && integration) throw conflict(`This location is already connected to ${title}`);
    if (!creating && !integration) throw notFound(`The ${title} integration of this location`);
    const problems = settingsProblems(system, body, creating, services.outbound);
    if (Object.keys(problems).length) throw validationError(problems);
    const { plain, secret } = splitCredentials(system, body.credentials);
    const values = {
      baseUrl: body.baseUrl.trim(),
      partnerLocationId: body.partnerLocationId.trim(),
      enabled: body.enabled,
      credentials: Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, v.trim()])),
    };
    let row: IntegrationRow | undefined;
    if (integration) {
      [row] = await tx
        .update(locationIntegrations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(locationIntegrations.id, integration.id))
        .returning();
    } else {
      [row] = await tx
        .insert(locationIntegrations)
        .values({ companyId: tenant.companyId, locationId: location.id, system, ...values })
        .returning();
    }
    if (!row) throw new Error('the integration was not written');
    await storeSecrets(tx, services.secrets, row.id, secret);
    const before = integration && {
      baseUrl: integration.baseUrl,
      partnerLocationId: integration.partnerLocationId,
      enabled: integration.enabled,
      ...integration.credentials,
    };
    await recordChange(tx, actor, {
      action: creating ? 'integration.create' : 'integration.update',
      entityId: row.id,
      changes: {
        ...(creating ? { system: { to: system }, location: { to: location.guid } } : {}),
        // A secret shows as '(set)' whenever one was sent, its value never.
        ...diff(before ?? null, auditedSettings(body, system)),
      },
    });
    return toIntegration({ db: tx, queue: services.queue }, system, location, row);
  });
}

export async function deleteIntegration(services: Services, tenant: Tenant, actor: Actor, named: Named) {
  await services.db.transaction(async (tx) => {
    const { system, location, integration } = await existing(tx, tenant, named);
    // Its secrets and synced records go with it (foreign keys on delete cascade).
    await tx.delete(locationIntegrations).where(eq(locationIntegrations.id, integration.id));
    await recordChange(tx, actor, {
      action: 'integration.delete',
      entityId: integration.id,
      changes: { system: { from: system }, location: { from: location.guid } },
    });
  });
}

/** A partner failure while staff wait: 502 in the error shape, with the partner's words. */
const partnerFailed = (error: PartnerError | SecretError) =>
  new AppError(502, ErrorCode.BadGateway, error.message);

async function connectorFor(services: Services, integration: IntegrationRow) {
  return connectorOf(integration.system as PartnerSystem)(await openSettings(services, integration));
}

export async function partnerLocations(
  services: Services,
  tenant: Tenant,
  named: Named,
): Promise<PartnerLocation[]> {
  const { integration } = await existing(services.db, tenant, named);
  try {
    return await (await connectorFor(services, integration)).listLocations();
  } catch (error) {
    if (error instanceof PartnerError || error instanceof SecretError) throw partnerFailed(error);
    throw error;
  }
}

/**
 * Asks the partner for the linked location (or, before one is linked, for its locations) with the
 * stored settings. A refusal is the test's answer, not a failure of the call.
 */
export async function testConnection(
  services: Services,
  tenant: Tenant,
  named: Named,
): Promise<ConnectionTest> {
  const { system, integration } = await existing(services.db, tenant, named);
  const title = PARTNER_SYSTEMS[system].title;
  try {
    const connector = await connectorFor(services, integration);
    if (!integration.partnerLocationId) {
      const found = await connector.listLocations();
      return {
        ok: true,
        message: `Connected to ${title}: it lists ${found.length} location${found.length === 1 ? '' : 's'}. Choose one to link.`,
        partnerLocation: null,
      };
    }
    const partnerLocation = await connector.getLocation(integration.partnerLocationId);
    return { ok: true, message: `Connected to ${title}: ${partnerLocation.name}`, partnerLocation };
  } catch (error) {
    if (error instanceof PartnerError || error instanceof SecretError) {
      return { ok: false, message: error.message, partnerLocation: null };
    }
    throw error;
  }
}

export async function startSync(
  services: Services,
  tenant: Tenant,
  actor: Actor,
  named: Named,
  kind: SyncKind,
): Promise<SyncState> {
  // The job is enqueued in the transaction below, which needs the queue's tables to exist.
  await services.queue.open();
  return services.db.transaction(async (tx) => {
    const { system, integration } = await existing(tx, tenant, named);
    const info = PARTNER_SYSTEMS[system];
    if (!(info.syncs as readonly string[]).includes(kind)) {
      throw validationError({
        kind: [`${info.title} does not sync ${SYNC_KIND_TITLES[kind].toLowerCase()}`],
      });
    }
    if (!integration.enabled) throw conflict('The integration is disabled: enable it to sync');
    if (!integration.partnerLocationId)
      throw conflict(`Link the location to a ${info.title} location before syncing`);
    return queueSync(tx, services.queue, syncJobKind, integration, kind, actor);
  });
}

/**
 * Queues a sync job for the integration, in the caller's transaction (the queue's tables open
 * before it), unless one is under way (409): the row lock orders two requests, the state refuses
 * the second. Every sync, the records' and RealPage's sites, starts here.
 */
export async function queueSync(
  tx: Queryable,
  queue: JobQueue,
  job: JobKind<SyncJobData>,
  integration: IntegrationRow,
  kind: SyncedKind,
  actor: Actor,
): Promise<SyncState> {
  await tx
    .select({ id: locationIntegrations.id })
    .from(locationIntegrations)
    .where(eq(locationIntegrations.id, integration.id))
    .for('update');
  const current = await syncStateOf(tx, queue, integration);
  if (current.state === 'queued' || current.state === 'running' || current.state === 'retrying') {
    throw conflict('A sync of this integration is already under way');
  }
  const jobId = await enqueueSync(tx, queue, job, integration, kind, actor);
  await recordChange(tx, actor, {
    action: 'integration.sync',
    entityId: integration.id,
    changes: { kind: { to: kind }, job: { to: jobId } },
  });
  return { jobId, state: 'queued', kind, progress: null, error: null, last: integration.lastSync };
}

export async function getSyncState(services: Services, tenant: Tenant, named: Named): Promise<SyncState> {
  const { integration } = await existing(services.db, tenant, named);
  return syncStateOf(services.db, services.queue, integration);
}

/** A customer's location (404 unless both are the tenant's and belong together) and each system's integration. */
export async function integrationsOfLocation(
  db: Queryable,
  tenant: Tenant,
  customerId: number,
  locationId: number,
): Promise<LocationIntegrations> {
  await findOnlineCustomer(db, tenant, customerId);
  const [location] = await db
    .select({ guid: locations.guid })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.accountId, customerId)));
  if (!location) throw notFound('The location');
  const rows = await db
    .select({
      system: locationIntegrations.system,
      enabled: locationIntegrations.enabled,
      lastSync: locationIntegrations.lastSync,
    })
    .from(locationIntegrations)
    .where(eq(locationIntegrations.locationId, locationId));
  const bySystem = new Map(rows.map((row) => [row.system, row]));
  return {
    locationGuid: location.guid,
    systems: PARTNER_SYSTEM_SLUGS.map((system) => {
      const row = bySystem.get(system);
      return {
        system,
        configured: Boolean(row),
        enabled: row?.enabled ?? false,
        lastSync: row?.lastSync ?? null,
      };
    }),
  };
}
