import { and, count, eq, sql } from 'drizzle-orm';
import { dvsApi, DvsRequestsList, type DvsRequestsQuery } from '@console/contract/dvs/api';
import { dvsOnlineApi } from '@console/contract/dvs-online/api';
import { Project } from '@console/contract/products/api';
import { buildApp } from '@console/server/src/app.ts';
import type { Db } from '@console/server/src/db/client.ts';
import { customerAccounts, devices, verificationRequests } from '@console/server/src/db/schema.ts';
import { listPage, listRequestOf } from '@console/server/src/kit/list.ts';
import {
  productAccountsOf,
  productIdsOf,
  productIn,
} from '@console/server/src/modules/accounts/product-scope.ts';
import { generateRequests } from '@console/server/src/modules/activity/generate.ts';
import { ensurePartitions } from '@console/server/src/modules/activity/partitions.ts';
import { recountActivity } from '@console/server/src/modules/activity/recount.ts';
import { dvsRequestsSource } from '@console/server/src/modules/dvs/requests.ts';
import { successStatistics } from '@console/server/src/modules/dvs-online/statistics.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { BENCH_PASSWORD, benchConfig, openDemoDatabase } from './database.ts';
import { summarize, timeAlternately, type Measurement } from './stats.ts';

const WARM_UP = 10;
const DAY_MS = 86_400_000;
/** Two years of UTC days, both ends included, as the lists' and statistics' cap allows. */
const TWO_YEARS_DAYS = 730;
/** Accounts per generating statement: each a few hundred thousand rows at most. */
const ACCOUNTS_PER_BATCH = 2;

type Tenant = { companyId: number; testMode: boolean };

/**
 * `requests` requests of a product over two years across the devices of the company's accounts with
 * it, set-based (activity/generate.ts) in batches of accounts, then their rollups derived as the
 * product API keeps them. Answers the accounts' id range and how many were stored.
 */
async function fill(db: Db, tenant: Tenant, project: Project, requests: number, now: Date) {
  const productIds = await productIdsOf(db, tenant.companyId, project);
  const accounts = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(productAccountsOf(db, tenant, productIds))
    .orderBy(customerAccounts.id);
  const ids = accounts.map((a) => a.id);
  const [{ n: deviceCount } = { n: 0 }] = await db
    .select({ n: count() })
    .from(devices)
    .where(sql`${devices.accountId} in ${ids.length ? ids : [0]}`);
  if (!deviceCount) throw new Error(`the demo's ${project} accounts have no devices`);
  const perDevice = Math.ceil(requests / deviceCount);
  let stored = 0;
  for (let i = 0; i < ids.length; i += ACCOUNTS_PER_BATCH) {
    const batch = ids.slice(i, i + ACCOUNTS_PER_BATCH);
    stored += await generateRequests(db, {
      accounts: { from: batch[0] ?? 0, to: batch.at(-1) ?? 0 },
      perDevice,
      days: TWO_YEARS_DAYS - 1,
      until: now,
      seed: 15 + i,
      externalIdPrefix: `bench-${project}`,
      project,
    });
  }
  return { from: ids[0] ?? 0, to: ids.at(-1) ?? 0, stored };
}

export interface DiveBenchOptions {
  /** DIVE requests the list reads (BENCH_DIVE_REQUESTS). */
  requests: number;
  /** DIVE Online requests the success statistics read (BENCH_DIVE_ONLINE_REQUESTS). */
  onlineRequests: number;
  reads: number;
  /**
   * Measure the database an earlier run filled (BENCH_DIVE_REUSE=true) instead of filling a new
   * one: filling 10,000,000 requests takes the better part of an hour on the 2-core machine.
   */
  reuse: boolean;
}

/** The accounts' id range of a project's demo accounts and how many of their requests are stored. */
async function filled(db: Db, tenant: Tenant, project: Project) {
  const productIds = await productIdsOf(db, tenant.companyId, project);
  const [range] = await db
    .select({ from: sql<number>`min(${customerAccounts.id})`, to: sql<number>`max(${customerAccounts.id})` })
    .from(customerAccounts)
    .where(productAccountsOf(db, tenant, productIds));
  const from = range?.from ?? 0;
  const to = range?.to ?? 0;
  const [{ n: stored } = { n: 0 }] = await db
    .select({ n: count() })
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.companyId, tenant.companyId),
        productIn(verificationRequests.productId, productIds),
      ),
    );
  return { from, to, stored };
}

/**
 * DIVE (issue 15): the requests list with its default filters and with each single filter, and the
 * DIVE Online success statistics over two years, on PostgreSQL, each over HTTP against the same
 * service call made directly. The demo's DIVE and DIVE Online accounts get `requests` and
 * `onlineRequests` requests over two years across their devices; 100 DIVE requests are archived.
 */
export async function benchDive(options: DiveBenchOptions): Promise<Measurement[]> {
  const { database, tenant } = await openDemoDatabase('postgres', { reuse: options.reuse });
  try {
    const db = database.db;
    const now = new Date();
    const fillStart = performance.now();
    let dive: { from: number; to: number; stored: number };
    let online: { from: number; to: number; stored: number };
    if (options.reuse) {
      dive = await filled(db, tenant, Project.DVS);
      online = await filled(db, tenant, Project.DvsOnline);
    } else {
      await ensurePartitions(db, new Date(now.getTime() - TWO_YEARS_DAYS * DAY_MS), 26);
      dive = await fill(db, tenant, Project.DVS, options.requests, now);
      online = await fill(db, tenant, Project.DvsOnline, options.onlineRequests, now);
      await recountActivity(db, { from: Math.min(dive.from, online.from), to: Math.max(dive.to, online.to) });
      await db.execute(sql`
        insert into dvs_archived_requests (request_id, company_id, account_id, request_started_at, archived_by)
        select id, company_id, account_id, started_at, 'bench' from verification_requests
        where account_id between ${dive.from} and ${dive.to} and external_id like 'bench-DVS-%'
        order by started_at desc limit 100 offset 1000`);
    }
    await db.execute(sql`analyze`);
    console.error(
      `dive: ${dive.stored} DIVE and ${online.stored} DIVE Online requests ${options.reuse ? 'found' : 'made'} in ${Math.round(performance.now() - fillStart)} ms`,
    );
    const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(verificationRequests);
    const [device] = await db
      .select({ id: devices.id })
      .from(devices)
      .where(sql`${devices.accountId} between ${dive.from} and ${dive.to}`)
      .orderBy(devices.id)
      .limit(1);
    const dateTo = now.toISOString().slice(0, 10);
    const lastMonth = new Date(now.getTime() - 29 * DAY_MS).toISOString().slice(0, 10);
    const twoYearsFrom = new Date(now.getTime() - (TWO_YEARS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const cases: [string, Record<string, string>][] = [
      ['default filters', {}],
      ['status failed', { status: 'failed' }],
      ['status review', { status: 'review' }],
      ['one device', { deviceId: String(device?.id ?? 0) }],
      ['document type Passport', { documentType: 'Passport' }],
      ['one account', { accountId: String(dive.from) }],
      ['last 30 days', { dateFrom: lastMonth, dateTo }],
      ['archived', { archived: 'true' }],
    ];
    const app = await buildApp(benchConfig(), database, { logger: false });
    const results: Measurement[] = [];
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie } = await signInOverHttp(address, 'admin', BENCH_PASSWORD);
      const get = (url: string) => async () => {
        const response = await fetch(url, { headers: { cookie } });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.text();
      };
      const size = `${total.toLocaleString('en-US')} requests`;
      for (const [name, query] of cases) {
        const typed: DvsRequestsQuery = {
          ...query,
          ...(query.deviceId ? { deviceId: Number(query.deviceId) } : {}),
          ...(query.accountId ? { accountId: Number(query.accountId) } : {}),
          ...(query.archived ? { archived: true } : {}),
        } as DvsRequestsQuery;
        const direct = async () =>
          listPage(
            await dvsRequestsSource(db, tenant, typed),
            DvsRequestsList.spec,
            listRequestOf(DvsRequestsList.spec, typed),
          );
        const http = get(`${address}${dvsApi.requests.path}?${new URLSearchParams(query).toString()}`);
        await timeAlternately(WARM_UP, http, direct);
        const samples = await timeAlternately(options.reads, http, direct);
        results.push(summarize(`DIVE requests, ${name}, ${size} (postgres)`, samples.http, samples.sql));
      }
      const range = { dateFrom: twoYearsFrom, dateTo };
      const http = get(
        `${address}${dvsOnlineApi.successStatistics.path}?${new URLSearchParams(range).toString()}`,
      );
      const direct = () => successStatistics(db, tenant, range);
      await timeAlternately(WARM_UP, http, direct);
      const samples = await timeAlternately(options.reads, http, direct);
      results.push(
        summarize(
          `DIVE Online success statistics, two years, ${online.stored.toLocaleString('en-US')} DIVE Online of ${size} (postgres)`,
          samples.http,
          samples.sql,
        ),
      );
      return results;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
