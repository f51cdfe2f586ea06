import { verificationRequestKeys, verificationRequests } from '../../db/schema.ts';
import type { Queryable } from '../../db/client.ts';

/**
 * The demo seeds' bulk write of requests a product reported: the rows and their keys (the
 * externalId index every product call looks a request up by), in one call, so that each family's
 * demo does not write the pair itself. Rollups are not kept here: a seed recounts its products
 * afterwards (recount.ts), as one insert of many rows is cheaper than a rollup write per row.
 */
export async function insertSeededRequests(
  db: Queryable,
  rows: (typeof verificationRequests.$inferInsert)[],
) {
  if (rows.length === 0) return [];
  const stored = await db.insert(verificationRequests).values(rows).returning({
    id: verificationRequests.id,
    companyId: verificationRequests.companyId,
    accountId: verificationRequests.accountId,
    productId: verificationRequests.productId,
    externalId: verificationRequests.externalId,
    startedAt: verificationRequests.startedAt,
    status: verificationRequests.status,
  });
  await db.insert(verificationRequestKeys).values(
    stored.map((request) => ({
      accountId: request.accountId,
      productId: request.productId,
      externalId: request.externalId,
      requestId: request.id,
      startedAt: request.startedAt,
    })),
  );
  return stored;
}
