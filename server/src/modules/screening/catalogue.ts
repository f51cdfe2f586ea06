import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { SUBSCRIPTION_STATUS_NAMES, SubscriptionStatus } from '@console/contract/screening/subscriptions';
import type {
  AccountService,
  AccountServicesUpdate,
  ScreeningPlan,
  ScreeningService,
} from '@console/contract/screening/api';
import { diff, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import {
  screeningAccountServices,
  screeningPlans,
  screeningServices,
  screeningSubscriptions,
} from './tables.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findScreeningAccount } from './scope.ts';

/**
 * The catalogue (billing model: services, plans per service) and the services enabled per account.
 * Services and plans are the company's, whatever its Test Mode: a test account subscribes to the
 * same plans a live one does.
 */

const serviceColumns = {
  id: screeningServices.id,
  code: screeningServices.code,
  name: screeningServices.name,
  description: screeningServices.description,
  active: screeningServices.active,
};

/** The company's services by name. */
export function listServices(db: Queryable, tenant: Tenant): Promise<ScreeningService[]> {
  return db
    .select(serviceColumns)
    .from(screeningServices)
    .where(eq(screeningServices.companyId, tenant.companyId))
    .orderBy(asc(screeningServices.name), asc(screeningServices.id));
}

/** The company's plans (of one service when told), by service and plan name. */
export async function listPlans(db: Queryable, tenant: Tenant, serviceId?: number): Promise<ScreeningPlan[]> {
  if (serviceId !== undefined) {
    const [service] = await db
      .select({ id: screeningServices.id })
      .from(screeningServices)
      .where(and(eq(screeningServices.companyId, tenant.companyId), eq(screeningServices.id, serviceId)));
    if (!service) throw notFound('The service');
  }
  return db
    .select({
      id: screeningPlans.id,
      serviceId: screeningPlans.serviceId,
      serviceName: screeningServices.name,
      name: screeningPlans.name,
      interval: screeningPlans.interval,
      unitPriceCents: screeningPlans.unitPriceCents,
      overageUnitCents: screeningPlans.overageUnitCents,
      active: screeningPlans.active,
    })
    .from(screeningPlans)
    .innerJoin(screeningServices, eq(screeningServices.id, screeningPlans.serviceId))
    .where(
      and(
        eq(screeningPlans.companyId, tenant.companyId),
        serviceId === undefined ? undefined : eq(screeningPlans.serviceId, serviceId),
      ),
    )
    .orderBy(asc(screeningServices.name), asc(screeningPlans.name), asc(screeningPlans.id));
}

async function servicesOfAccount(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<AccountService[]> {
  const [services, enabled] = await Promise.all([
    listServices(db, tenant),
    db
      .select({ serviceId: screeningAccountServices.serviceId })
      .from(screeningAccountServices)
      .where(eq(screeningAccountServices.accountId, accountId)),
  ]);
  const on = new Set(enabled.map((row) => row.serviceId));
  return services.map((service) => ({ ...service, enabled: on.has(service.id) }));
}

/** Accounts/{id}/services: every service of the catalogue, each enabled for the account or not. */
export async function accountServices(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<AccountService[]> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  return servicesOfAccount(db, tenant, account.id);
}

/**
 * A service is disabled only once no subscription to it runs: a disabled service with an Active or
 * Suspended subscription would go on being billed, and the product API would go on taking its
 * requests. The refusal names each such subscription, so staff cancel it first (a choice staff make,
 * with its billing consequence, rather than a side effect of a switch).
 */
async function refuseDisablingLive(tx: Queryable, accountId: number, keep: readonly number[]) {
  const s = screeningSubscriptions;
  const live = await tx
    .select({ name: screeningServices.name, status: s.subscriptionStatusId })
    .from(s)
    .innerJoin(screeningServices, eq(screeningServices.id, s.serviceId))
    .where(
      and(
        eq(s.accountId, accountId),
        inArray(s.subscriptionStatusId, [SubscriptionStatus.Active, SubscriptionStatus.Suspended]),
        keep.length ? notInArray(s.serviceId, [...keep]) : undefined,
      ),
    )
    .orderBy(asc(screeningServices.name));
  if (live.length) {
    const named = live.map((row) => `${row.name} (${SUBSCRIPTION_STATUS_NAMES[row.status]})`).join(', ');
    throw conflict(`Cancel the account's subscription to ${named} before disabling the service`);
  }
}

/**
 * POST customers/{id}/services: the services enabled from now on (the whole set). A service must be
 * the company's, and one with a running subscription stays enabled until it is cancelled; no new
 * subscription to a disabled service can be added.
 */
export async function setAccountServices(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: AccountServicesUpdate,
): Promise<AccountService[]> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  const wanted = [...new Set(input.serviceIds)];
  const known = wanted.length
    ? await db
        .select({ id: screeningServices.id })
        .from(screeningServices)
        .where(and(eq(screeningServices.companyId, tenant.companyId), inArray(screeningServices.id, wanted)))
    : [];
  const unknown = wanted.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length) throw validationError({ serviceIds: [`Unknown service: ${unknown.join(', ')}`] });
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ serviceId: screeningAccountServices.serviceId })
      .from(screeningAccountServices)
      .where(eq(screeningAccountServices.accountId, account.id))
      .for('update');
    await refuseDisablingLive(tx, account.id, wanted);
    await tx.delete(screeningAccountServices).where(eq(screeningAccountServices.accountId, account.id));
    if (wanted.length) {
      await tx
        .insert(screeningAccountServices)
        .values(wanted.map((serviceId) => ({ accountId: account.id, serviceId })));
    }
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    await recordChangeIfAny(tx, actor, {
      action: 'screeningAccount.services',
      entityId: account.id,
      changes: diff(
        { serviceIds: sorted(before.map((row) => row.serviceId)) },
        { serviceIds: sorted(wanted) },
      ),
    });
  });
  return servicesOfAccount(db, tenant, account.id);
}

/** Whether the service is enabled for the account (a subscription needs it). */
export async function isServiceEnabled(
  db: Queryable,
  accountId: number,
  serviceId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ serviceId: screeningAccountServices.serviceId })
    .from(screeningAccountServices)
    .where(
      and(
        eq(screeningAccountServices.accountId, accountId),
        eq(screeningAccountServices.serviceId, serviceId),
      ),
    );
  return row !== undefined;
}
