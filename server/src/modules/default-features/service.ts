import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  DefaultCustomerFeature,
  DefaultCustomerFeaturesUpdate,
} from '@console/contract/default-features/api';
import type { Db, Queryable } from '../../db/client.ts';
import { customerFeatureDefaults } from './tables.ts';
import { features } from '../../db/schema.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { validationError } from '../../http/errors.ts';
import { diff, recordChangeIfAny, type Actor } from '../../audit/record.ts';

/**
 * Default customer permissions: per administered company, which customer-scope features of the
 * catalogue a new customer starts with. A feature the company never switched is off.
 */

/** Every customer feature of the catalogue with the company's default. */
export function customerFeatures(db: Queryable, companyId: number): Promise<DefaultCustomerFeature[]> {
  return db
    .select({
      id: features.id,
      title: features.title,
      description: features.description,
      name: features.name,
      isEnabled: sql<boolean>`coalesce(${customerFeatureDefaults.enabled}, false)`,
    })
    .from(features)
    .leftJoin(
      customerFeatureDefaults,
      and(
        eq(customerFeatureDefaults.featureId, features.id),
        eq(customerFeatureDefaults.companyId, companyId),
      ),
    )
    .where(eq(features.scope, 'customer'))
    .orderBy(asc(features.id));
}

/** The ids of the features a new customer of the company gets: the accounts area applies them. */
export async function defaultCustomerFeatures(db: Queryable, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ featureId: customerFeatureDefaults.featureId })
    .from(customerFeatureDefaults)
    .where(and(eq(customerFeatureDefaults.companyId, companyId), eq(customerFeatureDefaults.enabled, true)))
    .orderBy(asc(customerFeatureDefaults.featureId));
  return rows.map((r) => r.featureId);
}

/** Writes defaults as given; the caller has checked that every id is a customer feature. */
export async function writeDefaults(
  db: Queryable,
  companyId: number,
  entries: DefaultCustomerFeaturesUpdate,
): Promise<void> {
  if (!entries.length) return;
  await db
    .insert(customerFeatureDefaults)
    .values(entries.map((e) => ({ companyId, featureId: e.featureId, enabled: e.isEnabled })))
    .onConflictDoUpdate({
      target: [customerFeatureDefaults.companyId, customerFeatureDefaults.featureId],
      set: { enabled: sql`excluded.enabled` },
    });
}

/** Field errors keyed as the list's items are named ("[2].featureId"): unknown or repeated features. */
function updateProblems(
  update: DefaultCustomerFeaturesUpdate,
  known: ReadonlySet<number>,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const seen = new Set<number>();
  update.forEach(({ featureId }, index) => {
    if (!known.has(featureId))
      problems[`[${index}].featureId`] = [`Feature ${featureId} is not a customer feature`];
    else if (seen.has(featureId)) problems[`[${index}].featureId`] = [`Feature ${featureId} is listed twice`];
    seen.add(featureId);
  });
  return problems;
}

const stateByName = (list: DefaultCustomerFeature[]) =>
  Object.fromEntries(list.map((f) => [f.name, f.isEnabled]));

/** Switches the listed defaults in one transaction, all or none, and answers the new state. */
export async function updateDefaultFeatures(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  update: DefaultCustomerFeaturesUpdate,
): Promise<DefaultCustomerFeature[]> {
  const { companyId } = tenant;
  return db.transaction(async (tx) => {
    const before = await customerFeatures(tx, companyId);
    const problems = updateProblems(update, new Set(before.map((f) => f.id)));
    if (Object.keys(problems).length) throw validationError(problems);
    await writeDefaults(tx, companyId, update);
    const after = await customerFeatures(tx, companyId);
    await recordChangeIfAny(tx, actor, {
      action: 'defaultCustomerFeatures.update',
      entityId: companyId,
      changes: diff(stateByName(before), stateByName(after)),
    });
    return after;
  });
}
