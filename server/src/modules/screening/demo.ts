import { and, asc, eq } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import {
  billingPeriodOf,
  SubscriptionStatus,
  type PlanInterval,
} from '@console/contract/screening/subscriptions';
import type { Queryable } from '../../db/client.ts';
import type { Random } from '../../demo/random.ts';
import { accountProducts, apiTokens, customerAccounts, products } from '../../db/schema.ts';
import {
  screeningAccountServices,
  screeningAccountSettings,
  screeningPlans,
  screeningServices,
  screeningSubscriptions,
} from './tables.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import { newSecret } from '../../kit/tokens.ts';
import { generateRequests } from '../activity/generate.ts';
import { BILLED_MONTHS } from './billing/demo.ts';
import { recountActivity } from '../activity/recount.ts';

/**
 * The demo's Verification Services: each demo company's catalogue (three services, a monthly and a
 * yearly plan each, prices in cents), and its accounts with the Screening product (up to
 * DEMO_ACCOUNTS a company) with services enabled, subscriptions in every status, a token, some
 * customizing, and half a year of screening requests: the invoice run bills six ended months
 * (billing/demo.ts), so each month has usage to bill, some of it beyond what a plan includes.
 */

const DEMO_ACCOUNTS = 20;
/** The requests span the billed months (billing/demo.ts) and the current one. */
export const SCREENING_DEMO_DAYS = (BILLED_MONTHS + 1) * 31;
/**
 * About 20 requests an account a month, some 7 a service: the plans' quantities (QUANTITIES) are
 * that order, so some months go beyond what is included and are billed overage.
 */
const REQUESTS_PER_DEVICE = 24;
/** Requests included per month: a small property's. */
const QUANTITIES = [5, 10, 25, 50];

const CATALOGUE = [
  {
    code: 'idCheck',
    name: 'Identity Check',
    description: 'Document and face verification',
    unit: 45,
    over: 60,
  },
  {
    code: 'watchlist',
    name: 'Watchlist Screening',
    description: 'Sanctions and watchlists',
    unit: 20,
    over: 30,
  },
  {
    code: 'addressValidation',
    name: 'Address Validation',
    description: 'Postal address check',
    unit: 8,
    over: 12,
  },
] as const;

const PLANS: { suffix: string; interval: PlanInterval; discount: number }[] = [
  { suffix: 'Monthly', interval: 'month', discount: 1 },
  { suffix: 'Yearly', interval: 'year', discount: 0.85 },
];

/** Status of the n-th demo subscription: mostly Active, and every other status among the first accounts. */
const STATUS_CYCLE = [
  SubscriptionStatus.Active,
  SubscriptionStatus.Cancelled,
  SubscriptionStatus.Active,
  SubscriptionStatus.Expired,
  SubscriptionStatus.Suspended,
  SubscriptionStatus.Active,
];

async function seedCatalogue(db: Queryable, companyId: number) {
  const services = await db
    .insert(screeningServices)
    .values(CATALOGUE.map(({ code, name, description }) => ({ companyId, code, name, description })))
    .returning();
  const plans = await db
    .insert(screeningPlans)
    .values(
      services.flatMap((service) => {
        const entry = CATALOGUE.find((c) => c.code === service.code);
        if (!entry) return [];
        return PLANS.map((plan) => ({
          companyId,
          serviceId: service.id,
          name: `${service.name} ${plan.suffix}`,
          interval: plan.interval,
          unitPriceCents: Math.round(entry.unit * plan.discount),
          overageUnitCents: entry.over,
        }));
      }),
    )
    .returning();
  return { services, plans };
}

export async function seedScreeningDemo(
  db: Queryable,
  random: Random,
  companyIds: readonly number[],
  now = new Date(),
): Promise<void> {
  const today = utcDay(now);
  for (const companyId of companyIds) {
    const { services, plans } = await seedCatalogue(db, companyId);
    const accounts = await db
      .select({ id: customerAccounts.id, productId: products.id })
      .from(customerAccounts)
      .innerJoin(accountProducts, eq(accountProducts.accountId, customerAccounts.id))
      .innerJoin(products, eq(products.id, accountProducts.productId))
      .where(and(eq(customerAccounts.companyId, companyId), eq(products.projectId, Project.Screening)))
      .orderBy(asc(customerAccounts.id))
      .limit(DEMO_ACCOUNTS);
    if (!accounts.length) continue;
    let n = 0;
    for (const account of accounts) {
      const enabled = services.filter((_, i) => i === 0 || random.chance(0.6));
      await db
        .insert(screeningAccountServices)
        .values(enabled.map((service) => ({ accountId: account.id, serviceId: service.id })));
      for (const service of enabled) {
        const plan = random.pick(plans.filter((p) => p.serviceId === service.id));
        const status = STATUS_CYCLE[n % STATUS_CYCLE.length] ?? SubscriptionStatus.Active;
        // Most have run through every billed month; one in five started lately.
        const startedOn = addDays(today, n % 5 === 4 ? -random.int(20, 120) : -random.int(220, 700));
        const expirationDate =
          status === SubscriptionStatus.Expired
            ? addDays(today, -random.int(1, 15))
            : addDays(today, random.int(30, 400));
        const period = billingPeriodOf(startedOn, plan.interval, today);
        await db.insert(screeningSubscriptions).values({
          companyId,
          accountId: account.id,
          serviceId: service.id,
          planId: plan.id,
          quantity: random.pick(QUANTITIES) * (plan.interval === 'year' ? 12 : 1),
          expirationDate,
          subscriptionStatusId: status,
          startedOn,
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          cancelledAt:
            status === SubscriptionStatus.Cancelled
              ? new Date(now.getTime() - 86_400_000 * random.int(1, 20))
              : null,
        });
        n++;
      }
      const { tokenHash, hint } = newSecret(PRODUCT_TOKEN_KINDS[Project.Screening]);
      await db.insert(apiTokens).values({
        kind: PRODUCT_TOKEN_KINDS[Project.Screening],
        companyId,
        ownerId: account.id,
        label: 'Screening integration',
        tokenHash,
        hint,
        expiresOn: addDays(today, 365),
        createdBy: 'Demo',
      });
      if (random.chance(0.5)) {
        await db.insert(screeningAccountSettings).values({
          accountId: account.id,
          brandName: 'Resident Screening',
          accentColor: '#1677FF',
          supportEmail: 'screening@customer.example',
        });
      }
    }
    const ids = accounts.map((a) => a.id);
    const range = { from: Math.min(...ids), to: Math.max(...ids) };
    await generateRequests(db, {
      accounts: range,
      perDevice: REQUESTS_PER_DEVICE,
      days: SCREENING_DEMO_DAYS,
      until: now,
      seed: random.int(1, 1_000_000),
      externalIdPrefix: 'screening-demo',
      project: Project.Screening,
      services: services.map((s) => s.code),
    });
    // Only the screening requests are new: the accounts' others were counted before.
    await recountActivity(db, range, [...new Set(accounts.map((a) => a.productId))]);
  }
}
