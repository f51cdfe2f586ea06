import { and, asc, count, eq, isNotNull, lte } from 'drizzle-orm';
import type { ProductIssue } from '@console/contract/accounts/api';
import type { Queryable } from '../../db/client.ts';
import { oneOfPlaceholder, preparedPerHandle } from '../../db/prepared.ts';
import {
  accountProducts,
  accountSubscriptions,
  accountUsers,
  customerAccounts,
  products,
} from '../../db/schema.ts';
import { assessAccount, type AccountIssues, type ProductFacts } from './issues.ts';
import { subscriptionOfAccountProduct } from './joins.ts';

/**
 * The three reads of the facts the issue rules read, for several accounts at once (one query per
 * table), each built once per database handle: every page of the accounts list runs them.
 */
const factReads = preparedPerHandle((db) => ({
  accounts: db
    .select({ id: customerAccounts.id, active: customerAccounts.active })
    .from(customerAccounts)
    .where(oneOfPlaceholder(customerAccounts.id, 'ids'))
    .prepare('account_issue_accounts'),
  products: db
    .select({
      accountId: accountProducts.accountId,
      productId: accountProducts.productId,
      productName: products.displayName,
      enabled: accountProducts.enabled,
      subscriptionIsRequired: products.subscriptionIsRequired,
      status: accountSubscriptions.status,
      expirationDate: accountSubscriptions.expirationDate,
    })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .leftJoin(accountSubscriptions, subscriptionOfAccountProduct())
    .where(oneOfPlaceholder(accountProducts.accountId, 'ids'))
    .orderBy(asc(accountProducts.accountId), asc(products.id))
    .prepare('account_issue_products'),
  activeUsers: db
    .select({ accountId: accountUsers.accountId, n: count() })
    .from(accountUsers)
    .where(and(oneOfPlaceholder(accountUsers.accountId, 'ids'), eq(accountUsers.active, true)))
    .groupBy(accountUsers.accountId)
    .prepare('account_issue_users'),
}));

/** The facts the issue rules read, for several accounts at once, and each account's issues. */
async function assess(
  db: Queryable,
  accountIds: readonly number[],
  now: Date,
): Promise<Map<number, AccountIssues>> {
  if (accountIds.length === 0) return new Map();
  const values = { ids: [...accountIds] };
  const reads = factReads(db);
  // One after another: inside a transaction the three share one connection, which runs one query at a time.
  const accounts = await reads.accounts.execute(values);
  const productRows = await reads.products.execute(values);
  const activeUsers = await reads.activeUsers.execute(values);
  const usersOf = new Map(activeUsers.map((r) => [r.accountId, r.n]));
  const productsOf = new Map<number, ProductFacts[]>();
  for (const row of productRows) {
    const list = productsOf.get(row.accountId) ?? [];
    list.push({
      productId: row.productId,
      productName: row.productName,
      enabled: row.enabled,
      subscriptionIsRequired: row.subscriptionIsRequired,
      ...(row.status && row.expirationDate
        ? { subscription: { status: row.status, expirationDate: row.expirationDate } }
        : {}),
    });
    productsOf.set(row.accountId, list);
  }
  return new Map(
    accounts.map((a) => [
      a.id,
      assessAccount(
        { active: a.active, activeUsers: usersOf.get(a.id) ?? 0, products: productsOf.get(a.id) ?? [] },
        now,
      ),
    ]),
  );
}

/** The product issues of accounts, for a page of the list or one account page. */
export async function productIssuesOf(db: Queryable, accountIds: readonly number[], now = new Date()) {
  const assessed = await assess(db, accountIds, now);
  return new Map<number, ProductIssue[]>([...assessed].map(([id, a]) => [id, a.products]));
}

/**
 * Stores the derived rank (and when time alone changes it next) after anything the rules read has
 * changed: products, subscriptions, users, the active flag. Call it in the change's transaction.
 */
export async function recomputeAccountIssues(
  db: Queryable,
  accountId: number,
  now = new Date(),
): Promise<void> {
  await recomputeMany(db, [accountId], now);
}

async function recomputeMany(db: Queryable, accountIds: readonly number[], now: Date): Promise<void> {
  const assessed = await assess(db, accountIds, now);
  for (const [id, result] of assessed) {
    await db
      .update(customerAccounts)
      .set({ issuesTotalRank: result.issuesTotalRank, rankChangesAt: result.rankChangesAt })
      .where(eq(customerAccounts.id, id));
  }
}

/** Accounts one call of recomputeDueRanks re-ranks at most. */
export const RANK_SWEEP_BATCH = 500;

/**
 * Recomputes the accounts whose rank time has changed (a subscription passed 30 days, 7 days or
 * its end); answers how many. The rank sweep (rank-sweep.ts) runs it every minute; it reads an
 * index, so it costs nothing when idle.
 */
export async function recomputeDueRanks(db: Queryable, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(and(isNotNull(customerAccounts.rankChangesAt), lte(customerAccounts.rankChangesAt, now)))
    .limit(RANK_SWEEP_BATCH);
  await recomputeMany(
    db,
    due.map((d) => d.id),
    now,
  );
  return due.length;
}
