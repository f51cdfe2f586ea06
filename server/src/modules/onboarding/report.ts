import { and, asc, between, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { RequestStatus } from '@console/contract/activity/api';
import {
  REQUESTS_COUNT_REPORT_COLUMNS,
  type RequestsCountReportQuery,
} from '@console/contract/onboarding/api';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts, requestDailyRollups } from '../../db/schema.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import { csvFileName, readyCsvStream } from '../../kit/csv.ts';
import { CSV_BATCH_ROWS } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { productAccountsOf, productIn } from '../accounts/product-scope.ts';
import type { DayRange } from '../activity/day-series.ts';
import { metricsRange } from '../vsonline/metrics.ts';
import { onboardingProductIds } from './scope.ts';

/**
 * GET /api/OnboardingReports/accountsRequestsCountReportCsv (product-families §7): every onboarding
 * account of the tenant, by id, with its Onboarding requests by status over the range, streamed as
 * CSV through the kit's writer. Accounts are read CSV_BATCH_ROWS at a time after the last id read
 * (keyset), and each batch's counts in one grouped read of the daily rollups on their primary key
 * (account, day, ...): memory holds one batch, whatever the number of accounts.
 */

type ReportRow = {
  id: number;
  name: string;
  active: boolean;
  dateFrom: string;
  dateTo: string;
  total: number;
  success: number;
  failed: number;
  review: number;
};

async function* reportBatches(db: Queryable, tenant: Tenant, range: DayRange): AsyncGenerator<ReportRow[]> {
  const productIds = await onboardingProductIds(db, tenant.companyId);
  const scope = productAccountsOf(db, tenant, productIds);
  let afterId = 0;
  for (;;) {
    const accounts = await db
      .select({ id: customerAccounts.id, name: customerAccounts.name, active: customerAccounts.active })
      .from(customerAccounts)
      .where(and(scope, gt(customerAccounts.id, afterId)))
      .orderBy(asc(customerAccounts.id))
      .limit(CSV_BATCH_ROWS);
    if (!accounts.length) return;
    const counts = await db
      .select({
        accountId: requestDailyRollups.accountId,
        status: requestDailyRollups.status,
        requests: sql<number>`sum(${requestDailyRollups.requests})::int`,
      })
      .from(requestDailyRollups)
      .where(
        and(
          inArray(
            requestDailyRollups.accountId,
            accounts.map((account) => account.id),
          ),
          between(requestDailyRollups.day, range.dateFrom, range.dateTo),
          productIn(requestDailyRollups.productId, productIds),
        ),
      )
      .groupBy(requestDailyRollups.accountId, requestDailyRollups.status);
    const byAccount = new Map<number, Record<string, number>>();
    for (const { accountId, status, requests } of counts) {
      byAccount.set(accountId, { ...byAccount.get(accountId), [status]: requests });
    }
    yield accounts.map((account) => {
      const of = byAccount.get(account.id) ?? {};
      const success = of[RequestStatus.Success] ?? 0;
      const failed = of[RequestStatus.Failed] ?? 0;
      const review = of[RequestStatus.Review] ?? 0;
      return { ...account, ...range, total: success + failed + review, success, failed, review };
    });
    afterId = accounts[accounts.length - 1]?.id ?? afterId;
  }
}

/** Answers the report through the reply: a CSV attachment, streamed, never cached. */
export async function sendRequestsCountReport(
  db: Queryable,
  tenant: Tenant,
  query: RequestsCountReportQuery,
  reply: FastifyReply,
  now = new Date(),
): Promise<FastifyReply> {
  // Checked before the answer starts, so a bad range is a 400 in the error shape, not a broken file;
  // the first batch is read before it starts too (readyCsvStream).
  const range = metricsRange(query, now);
  const csv = await readyCsvStream(REQUESTS_COUNT_REPORT_COLUMNS, reportBatches(db, tenant, range));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      attachmentDisposition(csvFileName('onboarding-accounts-requests-count', now)),
    )
    .header('cache-control', 'private, no-store')
    .send(csv);
}
