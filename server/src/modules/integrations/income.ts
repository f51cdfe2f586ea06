import { and, eq, sql } from 'drizzle-orm';
import {
  INCOME_PROVIDERS,
  type IncomeProvider,
  type IncomeVerification,
  type IncomeVerificationCreate,
  type IncomeVerificationListItem,
  type IncomeVerificationsQuery,
  type IncomeVerificationUpdate,
} from '@console/contract/integrations/income-verification';
import { diff, recordChange, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { customerAccounts, locations } from '../../db/schema.ts';
import { incomeVerifications } from './income-verification-tables.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import { containsAny, exactCount, type ListSource } from '../../kit/list.ts';
import { baseUrlProblem } from '../../kit/partners/http.ts';
import type { OutboundPolicy } from '../../kit/partners/outbound.ts';
import { masked, type PartnerSecrets } from '../../kit/secrets.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { onlineCustomersOf, vsOnlineProductIds } from '../vsonline/scope.ts';
import { findLocation } from './store.ts';

/**
 * Income verification connections (contract/src/integrations/income-verification.ts): a location of the
 * tenant's online customers linked to a provider, its API key sealed for its row and field
 * (kit/secrets.ts) and answered only as its mask. Another company's connection or location is 404.
 */

export interface IncomeServices {
  db: Db;
  secrets: PartnerSecrets;
  /** The provider's base URL is held to the hosts the console may call (outbound.ts). */
  outbound: OutboundPolicy;
}

type Row = typeof incomeVerifications.$inferSelect;

const keyContext = (id: number) => `income:${id}:apiKey`;
/** The ratio as stored: hundredths (3.25× -> 325). */
const toHundredths = (ratio: number) => Math.round(ratio * 100);

const NOT_FOUND = 'The income verification connection';

const columns = {
  id: incomeVerifications.id,
  locationGuid: locations.guid,
  locationName: locations.name,
  customerName: customerAccounts.name,
  provider: sql<IncomeProvider>`${incomeVerifications.provider}`,
  providerAccountId: incomeVerifications.providerAccountId,
  incomeToRentRatio: sql<number>`${incomeVerifications.incomeToRentRatio}::float8 / 100`,
  lookbackMonths: incomeVerifications.lookbackMonths,
  enabled: incomeVerifications.enabled,
  updatedAt: sql<string>`to_char(${incomeVerifications.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The company's connections, of one location or provider, by location name (GET .../IncomeVerification). */
export async function incomeVerificationsSource(
  db: Queryable,
  tenant: Tenant,
  query: IncomeVerificationsQuery,
): Promise<ListSource<IncomeVerificationListItem, IncomeVerificationListItem>> {
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  const where = and(
    eq(incomeVerifications.companyId, tenant.companyId),
    query.locationGuid === undefined ? undefined : eq(locations.guid, query.locationGuid),
    query.provider === undefined ? undefined : eq(incomeVerifications.provider, query.provider),
    onlineCustomersOf(db, tenant, productIds),
    containsAny(query.textFilter ?? '', [locations.name]),
  );
  return {
    select: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(incomeVerifications)
        .innerJoin(locations, eq(locations.id, incomeVerifications.locationId))
        .innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId))
        .$dynamic(),
    where,
    sorts: { locationName: { column: locations.name }, id: { column: incomeVerifications.id } },
    tieBreak: incomeVerifications.id,
    count: () =>
      exactCount(db, incomeVerifications, where, (rows) =>
        rows
          .innerJoin(locations, eq(locations.id, incomeVerifications.locationId))
          .innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId)),
      ),
    toItem: (row) => row,
  };
}

/** The connection with this id, when its location is one of the tenant's online customers'; 404 otherwise. */
async function found(db: Queryable, tenant: Tenant, id: number) {
  const [row] = await db
    .select({ connection: incomeVerifications, guid: locations.guid })
    .from(incomeVerifications)
    .innerJoin(locations, eq(locations.id, incomeVerifications.locationId))
    .where(and(eq(incomeVerifications.id, id), eq(incomeVerifications.companyId, tenant.companyId)));
  if (!row) throw notFound(NOT_FOUND);
  // The location's own scope (an online customer of the tenant's), as every integration call checks.
  const location = await findLocation(db, tenant, row.guid).catch(() => {
    throw notFound(NOT_FOUND);
  });
  return { row: row.connection, location };
}

function toAnswer(row: Row, location: Awaited<ReturnType<typeof findLocation>>): IncomeVerification {
  return {
    id: row.id,
    locationGuid: location.guid,
    locationId: location.id,
    locationName: location.name,
    customerId: location.accountId,
    customerName: location.customerName,
    provider: row.provider as IncomeProvider,
    baseUrl: row.baseUrl,
    providerAccountId: row.providerAccountId,
    apiKey: row.apiKeyMask,
    incomeToRentRatio: row.incomeToRentRatio / 100,
    lookbackMonths: row.lookbackMonths,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getIncomeVerification(db: Queryable, tenant: Tenant, id: number) {
  const { row, location } = await found(db, tenant, id);
  return toAnswer(row, location);
}

function problemsOf(body: IncomeVerificationUpdate, outbound: OutboundPolicy) {
  const problems: Record<string, string[]> = {};
  const baseUrl = body.baseUrl.trim();
  const urlProblem = baseUrlProblem(baseUrl) ?? outbound.literalProblem(baseUrl, 'Base URL');
  if (urlProblem) problems.baseUrl = [urlProblem];
  if (Object.keys(problems).length) throw validationError(problems);
}

export const settingsOf = (body: IncomeVerificationUpdate) => ({
  provider: body.provider,
  baseUrl: body.baseUrl.trim(),
  providerAccountId: body.providerAccountId.trim(),
  incomeToRentRatio: toHundredths(body.incomeToRentRatio),
  lookbackMonths: body.lookbackMonths,
  enabled: body.enabled,
});

/** What the audit log keeps: the settings, the ratio as entered, and only that a key was set. */
const audited = (settings: ReturnType<typeof settingsOf>, keySet: boolean) => ({
  ...settings,
  incomeToRentRatio: settings.incomeToRentRatio / 100,
  ...(keySet ? { apiKey: '(set)' } : {}),
});

async function refuseDuplicate(
  tx: Queryable,
  locationId: number,
  provider: IncomeProvider,
  exceptId?: number,
) {
  const [other] = await tx
    .select({ id: incomeVerifications.id })
    .from(incomeVerifications)
    .where(and(eq(incomeVerifications.locationId, locationId), eq(incomeVerifications.provider, provider)));
  if (other && other.id !== exceptId)
    throw conflict(`This location is already connected to ${INCOME_PROVIDERS[provider]}`);
}

/** Writes a connection with its API key sealed for its own row (the demo's are written so too). */
export async function insertConnection(
  tx: Queryable,
  secrets: PartnerSecrets,
  companyId: number,
  locationId: number,
  settings: ReturnType<typeof settingsOf>,
  apiKey: string,
): Promise<Row> {
  const [inserted] = await tx
    .insert(incomeVerifications)
    .values({ companyId, locationId, ...settings, apiKeySealed: '', apiKeyMask: '' })
    .returning({ id: incomeVerifications.id });
  if (!inserted) throw new Error('the connection was not written');
  // Sealed for its own row, so it opens nowhere else.
  const [row] = await tx
    .update(incomeVerifications)
    .set({ apiKeySealed: secrets.seal(apiKey, keyContext(inserted.id)), apiKeyMask: masked(apiKey) })
    .where(eq(incomeVerifications.id, inserted.id))
    .returning();
  if (!row) throw new Error('the connection was not written');
  return row;
}

export async function createIncomeVerification(
  { db, secrets, outbound }: IncomeServices,
  tenant: Tenant,
  actor: Actor,
  body: IncomeVerificationCreate,
): Promise<IncomeVerification> {
  problemsOf(body, outbound);
  return db.transaction(async (tx) => {
    const location = await findLocation(tx, tenant, body.locationGuid);
    await refuseDuplicate(tx, location.id, body.provider);
    const settings = settingsOf(body);
    const row = await insertConnection(tx, secrets, tenant.companyId, location.id, settings, body.apiKey);
    await recordChange(tx, actor, {
      action: 'incomeVerification.create',
      entityId: row.id,
      changes: { location: { to: location.guid }, ...diff(null, audited(settings, true)) },
    });
    return toAnswer(row, location);
  });
}

export async function updateIncomeVerification(
  { db, secrets, outbound }: IncomeServices,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: IncomeVerificationUpdate,
): Promise<IncomeVerification> {
  problemsOf(body, outbound);
  return db.transaction(async (tx) => {
    const { row: before, location } = await found(tx, tenant, id);
    await refuseDuplicate(tx, before.locationId, body.provider, id);
    const settings = settingsOf(body);
    const key =
      body.apiKey === undefined
        ? {}
        : { apiKeySealed: secrets.seal(body.apiKey, keyContext(id)), apiKeyMask: masked(body.apiKey) };
    const [row] = await tx
      .update(incomeVerifications)
      .set({ ...settings, ...key, updatedAt: sql`now()` })
      .where(eq(incomeVerifications.id, id))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    await recordChangeIfAny(tx, actor, {
      action: 'incomeVerification.update',
      entityId: id,
      changes: diff(
        audited(
          settingsOf({
            ...before,
            incomeToRentRatio: before.incomeToRentRatio / 100,
            provider: before.provider as IncomeProvider,
          }),
          false,
        ),
        audited(settings, body.apiKey !== undefined),
      ),
    });
    return toAnswer(row, location);
  });
}

export async function deleteIncomeVerification(db: Db, tenant: Tenant, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const { row, location } = await found(tx, tenant, id);
    await tx.delete(incomeVerifications).where(eq(incomeVerifications.id, id));
    await recordChange(tx, actor, {
      action: 'incomeVerification.delete',
      entityId: id,
      changes: { location: { from: location.guid }, provider: { from: row.provider } },
    });
  });
}
