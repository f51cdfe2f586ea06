import { and, eq } from 'drizzle-orm';
import type { ProductResult, ProductResults } from '@console/contract/accounts/api';
import type { Db } from '../../db/client.ts';
import {
  accountProducts,
  accountSubscriptions,
  customerAccounts,
  products,
  subscriptionPlans,
} from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import { canBeDeleted } from './detail.ts';
import { productFailure, PERPETUAL_TRIAL } from './provisioning.ts';
import { recomputeAccountIssues } from './issues-store.ts';
import { subscriptionOfAccountProduct } from './joins.ts';
import { findAccount } from './scope.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { usDate, utcDay } from '../../lib/days.ts';

/**
 * Deletes an account product by product. A product on a running paid subscription refuses: the
 * customer has paid for it, so staff remove that product or move it to the Trial plan first. The
 * account itself is removed only when every product went; otherwise it stays, with the products
 * that did go removed, and the answer lists each product's errors.
 */
export async function deleteAccount(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  today = new Date(),
): Promise<ProductResults> {
  await findAccount(db, tenant, accountId);
  if (!(await canBeDeleted(db, tenant, accountId))) {
    throw conflict(
      'This account cannot be deleted: it has sub-accounts, or the company does not allow deleting accounts',
    );
  }
  const todayIso = utcDay(today);
  const held = await db
    .select({
      productId: accountProducts.productId,
      productName: products.displayName,
      planName: subscriptionPlans.name,
      planCode: subscriptionPlans.code,
      status: accountSubscriptions.status,
      expirationDate: accountSubscriptions.expirationDate,
    })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .leftJoin(accountSubscriptions, subscriptionOfAccountProduct())
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, accountSubscriptions.subscriptionPlanId))
    .where(eq(accountProducts.accountId, accountId));

  const productResults: ProductResult[] = [];
  for (const product of held) {
    const running =
      product.status === 'Active' &&
      product.planCode !== null &&
      product.planCode !== PERPETUAL_TRIAL.planCode &&
      product.expirationDate !== null &&
      product.expirationDate >= todayIso;
    if (running) {
      productResults.push(
        productFailure(
          product.productId,
          `${product.productName} has a ${product.planName} subscription running until ${usDate(product.expirationDate as string)}: remove the product or move it to the Trial plan first`,
        ),
      );
      continue;
    }
    await db.transaction(async (tx) => {
      await tx
        .delete(accountSubscriptions)
        .where(
          and(
            eq(accountSubscriptions.accountId, accountId),
            eq(accountSubscriptions.productId, product.productId),
          ),
        );
      await tx
        .delete(accountProducts)
        .where(
          and(eq(accountProducts.accountId, accountId), eq(accountProducts.productId, product.productId)),
        );
      await recordChange(tx, actor, {
        action: 'account.product.remove',

        entityId: accountId,
        changes: { product: { from: product.productName } },
      });
    });
    productResults.push({ productId: product.productId, result: { isError: false, errors: [] } });
  }

  await db.transaction(async (tx) => {
    if (productResults.some((r) => r.result.isError)) {
      await recomputeAccountIssues(tx, accountId);
      return;
    }
    const [removed] = await tx
      .delete(customerAccounts)
      .where(eq(customerAccounts.id, accountId))
      .returning({ name: customerAccounts.name });
    await recordChange(tx, actor, {
      action: 'account.delete',

      entityId: accountId,
      changes: { name: { from: removed?.name } },
    });
  });
  return { productResults };
}
