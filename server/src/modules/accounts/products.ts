import { and, asc, eq } from 'drizzle-orm';
import type { AccountProduct, ProductSubscription, SubscriptionUpdate } from '@console/contract/accounts/api';
import type { Db, Queryable } from '../../db/client.ts';
import { accountProducts, accountSubscriptions, products, subscriptionPlans } from '../../db/schema.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { diff, recordChange, type Actor } from '../../audit/record.ts';
import { recomputeAccountIssues } from './issues-store.ts';
import { findAccount } from './scope.ts';
import type { Tenant } from '../../platform/tenant.ts';

export async function accountProductsOf(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<AccountProduct[]> {
  await findAccount(db, tenant, accountId);
  return db
    .select({
      id: products.id,
      name: products.name,
      displayName: products.displayName,
      projectId: products.projectId,
      enabled: accountProducts.enabled,
    })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(eq(accountProducts.accountId, accountId))
    .orderBy(asc(products.id));
}

async function subscriptionRow(db: Queryable, accountId: number, productId: number) {
  const [row] = await db
    .select({
      productId: accountSubscriptions.productId,
      status: accountSubscriptions.status,
      expirationDate: accountSubscriptions.expirationDate,
      planId: subscriptionPlans.id,
      planName: subscriptionPlans.name,
      planCode: subscriptionPlans.code,
    })
    .from(accountSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, accountSubscriptions.subscriptionPlanId))
    .where(and(eq(accountSubscriptions.accountId, accountId), eq(accountSubscriptions.productId, productId)));
  return row;
}

export async function getSubscription(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  productId: number,
): Promise<ProductSubscription | null> {
  await findAccount(db, tenant, accountId);
  const row = await subscriptionRow(db, accountId, productId);
  // A product without a subscription is a state the page shows, so no 404 lands in the browser console.
  if (!row) return null;
  return {
    productId: row.productId,
    status: row.status,
    expirationDate: row.expirationDate,
    subscriptionPlanDto: { id: row.planId, name: row.planName, code: row.planCode },
  };
}

/** Sets a product's plan and expiration (creating the subscription when it has none) and makes it Active. */
export async function updateSubscription(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: SubscriptionUpdate,
): Promise<ProductSubscription> {
  await findAccount(db, tenant, accountId);
  const [onAccount] = await db
    .select({ productId: accountProducts.productId })
    .from(accountProducts)
    .where(and(eq(accountProducts.accountId, accountId), eq(accountProducts.productId, input.productId)));
  if (!onAccount) throw validationError({ productId: ['The product is not on this account'] });
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.id, input.subscriptionPlanId),
        eq(subscriptionPlans.productId, input.productId),
      ),
    );
  if (!plan) throw validationError({ subscriptionPlanId: ['The plan does not belong to the product'] });

  await db.transaction(async (tx) => {
    const before = await subscriptionRow(tx, accountId, input.productId);
    const values = {
      subscriptionPlanId: plan.id,
      expirationDate: input.expDate,
      status: 'Active',
      updatedAt: new Date(),
    };
    await tx
      .insert(accountSubscriptions)
      .values({ accountId, productId: input.productId, ...values })
      .onConflictDoUpdate({
        target: [accountSubscriptions.accountId, accountSubscriptions.productId],
        set: values,
      });
    await recordChange(tx, actor, {
      action: 'account.subscription.update',

      entityId: accountId,
      changes: {
        productId: { to: input.productId },
        ...diff(
          before
            ? { planId: before.planId, expirationDate: before.expirationDate, status: before.status }
            : null,
          { planId: plan.id, expirationDate: input.expDate, status: 'Active' },
        ),
      },
    });
    await recomputeAccountIssues(tx, accountId);
  });
  const saved = await getSubscription(db, tenant, accountId, input.productId);
  // Written in the transaction above: its absence would be a defect, not an answer.
  if (!saved) throw new Error('The subscription just written could not be read');
  return saved;
}

/** Removes one product (and its subscription) from an account: an explicit staff action. */
export async function removeProduct(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  productId: number,
): Promise<void> {
  await findAccount(db, tenant, accountId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(accountProducts)
      .where(and(eq(accountProducts.accountId, accountId), eq(accountProducts.productId, productId)))
      .returning({ productId: accountProducts.productId });
    if (!removed.length) throw notFound('The product of this account');
    await tx
      .delete(accountSubscriptions)
      .where(
        and(eq(accountSubscriptions.accountId, accountId), eq(accountSubscriptions.productId, productId)),
      );
    await recordChange(tx, actor, {
      action: 'account.product.remove',

      entityId: accountId,
      changes: { productId: { from: productId } },
    });
    await recomputeAccountIssues(tx, accountId);
  });
}
