import { and, eq } from 'drizzle-orm';
import type { AccountProductSelection, ProductResult } from '@console/contract/accounts/api';
import type { CompanyProductAndSubscriptions } from '@console/contract/session/api';
import { Project } from '@console/contract/products/api';
import type { Db } from '../../db/client.ts';
import { accountProducts, accountSubscriptions } from '../../db/schema.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import { loadCompanyProfile } from '../../platform/companies/service.ts';
import { recomputeAccountIssues } from './issues-store.ts';
import { findAccount } from './scope.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { utcDay } from '../../lib/days.ts';

/**
 * Every new account gets the customer-site product, Veriscan Online, on the Trial plan until
 * 2077-12-31 (console-core §9 names the rule, not the product). We chose it because it is the
 * product behind the customer site: the account's users sign in there, and the credentials and
 * auto-login links of the Users tab lead there. Without it a new account could not be used at all.
 * A plan chosen for it in the create dialog wins over the Trial.
 */
export const PERPETUAL_TRIAL = {
  project: Project.VsOnline,
  planCode: 'TRIAL',
  expirationDate: '2077-12-31',
} as const;

export const productFailure = (productId: number, ...descriptions: string[]): ProductResult => ({
  productId,
  result: { isError: true, errors: descriptions.map((description) => ({ description })) },
});
const productSuccess = (productId: number): ProductResult => ({
  productId,
  result: { isError: false, errors: [] },
});

/** A subscription without a chosen end runs for a year. */
const defaultExpiration = (today: Date) =>
  utcDay(new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate())));

/** The selections of a new account, with the perpetual Trial product added when not chosen. */
export function withPerpetualTrial(
  selections: readonly AccountProductSelection[],
  companyProducts: readonly CompanyProductAndSubscriptions[],
): AccountProductSelection[] {
  const product = companyProducts.find((p) => p.projectId === PERPETUAL_TRIAL.project);
  const trial = product?.subscriptionPlans.find((plan) => plan.code === PERPETUAL_TRIAL.planCode);
  if (!product || !trial) return [...selections];
  const chosen = selections.find((s) => s.productId === product.id);
  const perpetual = {
    productId: product.id,
    subscriptionPlanId: chosen?.subscriptionPlanId ?? trial.id,
    subscriptionExpirationDate: chosen?.subscriptionExpirationDate ?? PERPETUAL_TRIAL.expirationDate,
  };
  return [...selections.filter((s) => s.productId !== product.id), perpetual];
}

/**
 * Provisions each product in a transaction of its own, so one product's failure never loses the
 * account or another product; every product answers its own result.
 */
export async function provisionProducts(
  db: Db,
  actor: Actor,
  accountId: number,
  selections: readonly AccountProductSelection[],
  companyProducts: readonly CompanyProductAndSubscriptions[],
  today = new Date(),
): Promise<ProductResult[]> {
  const results: ProductResult[] = [];
  for (const selection of selections) {
    results.push(await provisionOne(db, actor, accountId, selection, companyProducts, today));
  }
  return results;
}

async function provisionOne(
  db: Db,
  actor: Actor,
  accountId: number,
  selection: AccountProductSelection,
  companyProducts: readonly CompanyProductAndSubscriptions[],
  today: Date,
): Promise<ProductResult> {
  const product = companyProducts.find((p) => p.id === selection.productId);
  if (!product) return productFailure(selection.productId, 'The product is not offered by this company');
  const plan =
    selection.subscriptionPlanId === undefined
      ? undefined
      : product.subscriptionPlans.find((p) => p.id === selection.subscriptionPlanId);
  if (selection.subscriptionPlanId !== undefined && !plan) {
    return productFailure(product.id, `The subscription plan does not belong to ${product.displayName}`);
  }
  if (!plan && product.subscriptionIsRequired) {
    return productFailure(product.id, `${product.displayName} needs a subscription plan`);
  }
  const expirationDate = selection.subscriptionExpirationDate ?? defaultExpiration(today);
  if (plan && expirationDate < utcDay(today)) {
    return productFailure(product.id, 'The expiration date is in the past');
  }
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ productId: accountProducts.productId })
        .from(accountProducts)
        .where(and(eq(accountProducts.accountId, accountId), eq(accountProducts.productId, product.id)));
      if (existing) return productFailure(product.id, `${product.displayName} is already on the account`);
      await tx.insert(accountProducts).values({ accountId, productId: product.id });
      if (plan) {
        await tx.insert(accountSubscriptions).values({
          accountId,
          productId: product.id,
          subscriptionPlanId: plan.id,
          expirationDate,
          status: 'Active',
        });
      }
      await recordChange(tx, actor, {
        action: 'account.product.add',

        entityId: accountId,
        changes: {
          product: { to: product.displayName },
          ...(plan ? { plan: { to: plan.name }, expirationDate: { to: expirationDate } } : {}),
        },
      });
      return productSuccess(product.id);
    });
  } catch {
    // A database failure costs this product only; the caller reports it and goes on.
    return productFailure(product.id, `${product.displayName} could not be provisioned; try adding it again`);
  }
}

/** POST /{id}/AddProductsAndSubscriptions: provisions each product on its own, then re-ranks the account. */
export async function addProducts(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  selections: readonly AccountProductSelection[],
): Promise<ProductResult[]> {
  await findAccount(db, tenant, accountId);
  const profile = await loadCompanyProfile(db, tenant.companyId);
  const results = await provisionProducts(db, actor, accountId, selections, profile?.products ?? []);
  await recomputeAccountIssues(db, accountId);
  return results;
}
