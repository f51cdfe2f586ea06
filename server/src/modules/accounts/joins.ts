import { and, eq, type SQL } from 'drizzle-orm';
import { accountProducts, accountSubscriptions } from '../../db/schema.ts';

/**
 * Joins an account product to its subscription (at most one per account and product); left-join
 * it, since a product whose subscription is optional may have none.
 */
export const subscriptionOfAccountProduct = (): SQL =>
  and(
    eq(accountSubscriptions.accountId, accountProducts.accountId),
    eq(accountSubscriptions.productId, accountProducts.productId),
  ) as SQL;
