import { and, asc, eq, inArray } from 'drizzle-orm';
import { Project } from '@console/contract/products';
import type { Queryable } from '../../db/client.ts';
import { accountProducts, customerAccounts, products } from '../../db/schema.ts';
import type { Random } from '../../demo/random.ts';
import { generateRequests } from '../activity/generate.ts';
import { ensurePartitions } from '../activity/partitions.ts';
import { recountActivity } from '../activity/recount.ts';

/**
 * The demo's DIVE Online requests: every demo account with DIVE Online (the accounts demo gives it
 * to about a third) gets a few requests per device over the last 90 days, in every status, through
 * the activity kit's set-based generator, and its rollups recounted as the product API keeps them:
 * the users list, a user's page and the success statistics show data on a fresh start.
 */

const DAYS = 90;
const REQUESTS_PER_DEVICE = 3;

export async function seedDvsOnlineDemo(db: Queryable, random: Random, companyIds: readonly number[]) {
  const accounts = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .innerJoin(accountProducts, eq(accountProducts.accountId, customerAccounts.id))
    .innerJoin(
      products,
      and(eq(products.id, accountProducts.productId), eq(products.projectId, Project.DvsOnline)),
    )
    .where(inArray(customerAccounts.companyId, [...companyIds]))
    .orderBy(asc(customerAccounts.id));
  if (!accounts.length) return;
  const range = { from: accounts[0]?.id ?? 0, to: accounts.at(-1)?.id ?? 0 };
  const now = new Date();
  await ensurePartitions(db, new Date(now.getTime() - DAYS * 86_400_000), 5);
  await generateRequests(db, {
    accounts: range,
    perDevice: REQUESTS_PER_DEVICE,
    days: DAYS,
    until: now,
    seed: random.int(1, 1_000_000),
    externalIdPrefix: 'demo-online',
    project: Project.DvsOnline,
  });
  await recountActivity(db, range);
}
