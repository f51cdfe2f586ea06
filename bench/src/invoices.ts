import { count, eq, sql } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import { SubscriptionStatus } from '@console/contract/screening/subscriptions';
import { products } from '@console/server/src/db/schema.ts';
import { screeningInvoices } from '@console/server/src/modules/screening/billing/tables.ts';
import { screeningPlans, screeningServices } from '@console/server/src/modules/screening/tables.ts';
import { provisionCompany } from '@console/server/src/platform/companies/catalogue.ts';
import { runInvoices } from '@console/server/src/modules/screening/billing/jobs.ts';
import { localGateway } from '@console/server/src/payments/local.ts';
import { openBenchDatabase } from './database.ts';
import { check, type Check } from './targets.ts';

/** What one invoice run measured. */
export interface InvoiceRunMeasurement {
  name: string;
  accounts: number;
  invoices: number;
  paid: number;
  failed: number;
  seconds: number;
}

const MONTH = '2026-10';

/**
 * The invoice run for many accounts (issue 14: 10,000 accounts under 60 s on PostgreSQL): each
 * account with two subscriptions (identity check and watchlist, monthly), October's usage in the
 * daily rollups (a third of the accounts over their quantity), a default card (every tenth one
 * declining), all written set-based; then one run of October timed: drafts, finalize with numbers,
 * and the first charge of every invoice through the local gateway.
 */
export async function benchInvoiceRun(accounts: number): Promise<InvoiceRunMeasurement> {
  const database = await openBenchDatabase('postgres');
  try {
    await database.migrate();
    const db = database.db;
    const companyId = await provisionCompany(db, {
      name: 'Bench Billing',
      modules: [],
      projects: [],
      flags: {},
    });
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.companyId} = ${companyId} and ${products.projectId} = ${Project.Screening}`);
    if (!product) throw new Error('no Screening product');
    const plans: { serviceId: number; planId: number; code: string }[] = [];
    for (const [code, name, unit, over] of [
      ['idCheck', 'Identity Check', 45, 60],
      ['watchlist', 'Watchlist Screening', 20, 30],
    ] as const) {
      const [service] = await db.insert(screeningServices).values({ companyId, code, name }).returning();
      if (!service) throw new Error('service insert returned nothing');
      const [plan] = await db
        .insert(screeningPlans)
        .values({
          companyId,
          serviceId: service.id,
          name: `${name} Monthly`,
          interval: 'month',
          unitPriceCents: unit,
          overageUnitCents: over,
        })
        .returning();
      if (!plan) throw new Error('plan insert returned nothing');
      plans.push({ serviceId: service.id, planId: plan.id, code });
    }
    process.stderr.write(`invoices: seeding ${accounts} accounts\n`);
    await db.execute(sql`
      insert into customer_accounts (company_id, name)
      select ${companyId}, 'Bench Billing ' || n from generate_series(1, ${accounts}) n`);
    for (const plan of plans) {
      await db.execute(sql`
        insert into screening_subscriptions (company_id, account_id, service_id, plan_id, quantity,
          expiration_date, subscription_status_id, started_on, current_period_start, current_period_end)
        select ${companyId}, id, ${plan.serviceId}, ${plan.planId}, 100, '2099-12-31', ${SubscriptionStatus.Active},
          '2026-01-01', '2026-10-01', '2026-10-31'
        from customer_accounts where company_id = ${companyId}`);
      await db.execute(sql`
        insert into request_daily_rollups (day, company_id, account_id, product_id, service, status, requests)
        select d::date, ${companyId}, a.id, ${product.id}, ${plan.code}, 'success', case when a.id % 3 = 0 then 5 else 2 end
        from customer_accounts a, generate_series('2026-10-01'::date, '2026-10-31'::date, '1 day') d
        where a.company_id = ${companyId}`);
    }
    await db.execute(sql`
      insert into screening_cards (company_id, account_id, brand, last4, exp_month, exp_year, holder_name, gateway,
        payment_method, is_default)
      select ${companyId}, id, 'Visa', '4242', 12, 2030, 'Bench Payer', 'local',
        case when id % 10 = 0 then 'pm_local_decline_' else 'pm_local_succeed_' end || id, true
      from customer_accounts where company_id = ${companyId}`);
    await db.execute(sql`analyze`);

    process.stderr.write('invoices: running October\n');
    const started = performance.now();
    const result = await runInvoices(db, localGateway, MONTH, new Date('2026-11-01T02:00:00Z'));
    const seconds = (performance.now() - started) / 1000;
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(screeningInvoices)
      .where(eq(screeningInvoices.companyId, companyId));
    return {
      name: 'Invoice run (PostgreSQL)',
      accounts,
      invoices: n,
      paid: result.paid,
      failed: result.failed,
      seconds: Math.round(seconds * 10) / 10,
    };
  } finally {
    await database.close();
  }
}

export const summarizeInvoiceRun = (r: InvoiceRunMeasurement) =>
  `${r.name}: ${r.accounts} accounts, ${r.invoices} invoices (${r.paid} paid, ${r.failed} declined) in ${r.seconds} s`;

export const invoiceRunChecks = (r: InvoiceRunMeasurement): Check[] => [
  check('invoiceRun', `${r.name}, ${r.accounts} accounts`, r.seconds),
];
