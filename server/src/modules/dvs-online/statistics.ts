import { and } from 'drizzle-orm';
import type { DvsOnlineSuccessStatistics } from '@console/contract/dvs-online/api';
import type { MetricsQuery } from '@console/contract/kit/metrics';
import type { Queryable } from '../../db/client.ts';
import { requestCompanyDailyRollups } from '../../db/schema.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { productIn } from '../accounts/product-scope.ts';
import { dayRange, daySeries, rolledUpDays } from '../activity/day-series.ts';
import { dvsOnlineProductIds } from './users.ts';

/**
 * GET /api/DvsOnline/SuccessStatistics: the company's DIVE Online requests per UTC day and status,
 * read from the company's daily rollups (request_company_daily_rollups, kept by a trigger on the
 * daily rollups: migrations dvs_online, company_rollup_shards) on their primary key (company,
 * product, isTest, day, status, shard), so two years cost at most 730 × 3 × 32 rows, whatever the
 * accounts, devices and requests.
 */

const rate = (success: number, total: number): number | null => (total ? success / total : null);

/** The statistics over the range (exported for bench/). */
export async function successStatistics(
  db: Queryable,
  tenant: Tenant,
  query: MetricsQuery,
  now = new Date(),
): Promise<DvsOnlineSuccessStatistics> {
  const range = dayRange(query.dateFrom, query.dateTo, 'dateTo', now);
  const productIds = await dvsOnlineProductIds(db, tenant.companyId);
  const d = requestCompanyDailyRollups;
  const rows = await rolledUpDays(db, d, and(inTenant(d, tenant), productIn(d.productId, productIds)), range);
  const { days, totals } = daySeries(range, rows);
  return {
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    days: days.map((counts) => ({ ...counts, successRate: rate(counts.success, counts.total) })),
    totals,
    successRate: rate(totals.success, totals.total),
  };
}
