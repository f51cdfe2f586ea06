import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@console/server/src/db/client.ts';
import { ACCOUNT_NAME_WORDS } from '@console/server/src/modules/accounts/demo.ts';
import { FIRST_NAMES, LAST_NAMES } from '@console/server/src/demo/random.ts';
import { adminUsers } from '@console/server/src/modules/books/service.ts';

/**
 * Fills a company with generated customer accounts for the list benchmark, set-based: each chunk
 * is one INSERT … SELECT over generate_series, so a million rows take one round trip per chunk.
 * Every value is arithmetic on the row number (a hash of it picks the words and flags), so the same
 * size gives the same rows on every machine and database.
 */

const { first: NAME_FIRST, second: NAME_SECOND, kind: NAME_KIND } = ACCOUNT_NAME_WORDS;

/** One in ten generated accounts is a sub-account of the first account of its block of a thousand. */
const SUB_ACCOUNT_EVERY = 10;
const CHUNK = 100_000;

/** `ARRAY[$1, $2, …]::text[]` of constant words, 1-based in SQL. */
const textArray = (words: readonly string[]): SQL =>
  sql`(ARRAY[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[])`;

/**
 * A well-mixed 32-bit hash of a row number (two multiply-xorshift rounds), so neighbouring rows
 * look unrelated; every factor stays small enough for bigint arithmetic.
 */
function mixed(n: SQL): SQL {
  const round = (x: SQL) => sql`((((${x}) >> 16) # (${x})) * 73244475 % 4294967296)`;
  const x = round(round(n));
  return sql`((${x} >> 16) # ${x})`;
}

/** 0..modulo-1 from a mixed hash: each field multiplies by its own odd factor, so fields vary independently. */
const spread = (hash: SQL, multiplier: number, modulo: number): SQL =>
  sql`((${hash} * ${multiplier} % 4294967296) / 65536 % ${modulo})::int`;

/** A word of the list, picked by `spread`. */
const pick = (words: readonly string[], n: SQL, multiplier: number): SQL =>
  sql`${textArray(words)}[1 + ${spread(n, multiplier, words.length)}]`;

/** Odd factors under 2^31 (so hash × factor fits a bigint), one per generated field. */
const H = {
  nameFirst: 1597334677,
  nameSecond: 1103515245,
  nameKind: 1664525013,
  contactFirst: 668265263,
  contactLast: 374761393,
  unassigned: 2147483629,
  assignee: 1013904223,
  inactive: 1540483477,
  rank: 1911520717,
  city: 1367130551,
  expiration: 1140671485,
} as const;

type Executor = Pick<Db, 'execute'>;

const FILLED_TABLES = ['customer_accounts', 'account_products', 'account_subscriptions', 'account_users'];

export interface FillResult {
  added: number;
  /** Wall time of the inserts, index builds and VACUUM ANALYZE, ms. */
  ms: number;
}

/** Accounts of the company's live scope (what the list reads outside Test Mode), or of every company's. */
async function countAccounts(db: Db, companyId: number | undefined): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from customer_accounts where is_test = false
      and (${companyId ?? null}::int is null or company_id = ${companyId ?? null}::int)`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Accounts spread over many companies, as a service holds them: `companies` companies in all (the
 * others made bare, with no products), the measured company holding one account in `every`, the
 * rest shared evenly by the others. So a company filter is selective, as it is in service.
 */
export interface Spread {
  companies: number;
  every: number;
}

/** The bare companies a spread adds beside the measured one (made once; a later fill finds them). */
async function otherCompanies(db: Db, companyId: number, count: number): Promise<number[]> {
  const existing = await db.execute<{ id: number }>(
    sql`select id from companies where name like 'Bench company %' order by id`,
  );
  if (existing.rows.length < count) {
    await db.execute(sql`insert into companies (name)
      select 'Bench company ' || n from generate_series(${existing.rows.length + 1}::int, ${count}::int) n`);
  }
  const rows = await db.execute<{ id: number }>(
    sql`select id from companies where name like 'Bench company %' and id <> ${companyId} order by id limit ${count}`,
  );
  return rows.rows.map((r) => Number(r.id));
}

/**
 * Adds accounts until the company's live scope holds `target`, each with the Veriscan Online
 * product on a subscription (a third also Verification Service, a fifth Face Compare) and one
 * user, so the list's product issues read real rows. The stored rank is spread 0..100 for sorting;
 * it is not derived from those products (a benchmark needs the spread, not the rules).
 */
export async function fillAccounts(
  db: Db,
  companyId: number,
  target: number,
  spread?: Spread,
): Promise<FillResult> {
  const start = performance.now();
  const others = spread ? await otherCompanies(db, companyId, spread.companies - 1) : [];
  const existing = await countAccounts(db, spread ? undefined : companyId);
  const admins = (await adminUsers(db, companyId)).map((a) => a.id);
  if (admins.length === 0) throw new Error(`company ${companyId} has no admin to assign accounts to`);
  if (existing < target) {
    await db.transaction(async (tx) => {
      // Loaded as pg_restore loads: rows first, then each secondary index and foreign key built once
      // over all of them, from their own definitions. Growing a trigram index row by row, and a
      // foreign-key check locking the parent row per inserted row, would take several times longer.
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      const indexes = await secondaryIndexes(tx);
      const foreignKeys = await foreignKeysOf(tx);
      for (const key of foreignKeys) {
        await tx.execute(
          sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`,
        );
      }
      for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
      for (let done = existing; done < target; done += CHUNK) {
        const size = Math.min(CHUNK, target - done);
        const [row] = (
          await tx.execute<{ base: number }>(
            sql`select coalesce(max(id), 0)::int as base from customer_accounts`,
          )
        ).rows;
        const base = Number(row?.base ?? 0);
        const every = others.length ? (spread?.every ?? 1) : 1;
        await insertAccounts(tx, companyOf(companyId, others, every), every, admins, base, size);
        await tx.execute(sql`select setval('customer_accounts_id_seq', ${base + size})`);
        await insertProductsAndUsers(tx, base, size);
      }
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
      for (const key of foreignKeys) {
        await tx.execute(
          sql`alter table ${sql.identifier(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
        );
      }
    });
  }
  // A database in service has been vacuumed: visibility maps set (index-only scans) and statistics fresh.
  for (const table of FILLED_TABLES) await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  return { added: Math.max(0, target - existing), ms: Math.round(performance.now() - start) };
}

/** `t.relname in (…filled tables…) and t.relnamespace = current schema`, for catalogue queries. */
const isFilledTable = sql`t.relname in (${sql.join(
  FILLED_TABLES.map((name) => sql`${name}`),
  sql`, `,
)}) and t.relnamespace = current_schema()::regnamespace`;

/** The indexes of the filled tables that back no constraint (primary keys stay: the inserts read them). */
async function secondaryIndexes(db: Executor): Promise<{ name: string; definition: string }[]> {
  const result = await db.execute<{ name: string; definition: string }>(sql`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    where ${isFilledTable} and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`);
  return result.rows;
}

/** The foreign keys the filled tables hold (references into them from elsewhere do not fire on insert). */
async function foreignKeysOf(db: Executor): Promise<{ table: string; name: string; definition: string }[]> {
  const result = await db.execute<{ table: string; name: string; definition: string }>(sql`
    select t.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    where ${isFilledTable} and k.contype = 'f'
    order by t.relname, k.conname`);
  return result.rows;
}

/** The company of row `r.n`: the measured one for one row in `every`, else one of the others in turn. */
function companyOf(companyId: number, others: readonly number[], every: number): SQL {
  if (!others.length || every <= 1) return sql`${companyId}::int`;
  const array = sql`(ARRAY[${sql.join(
    others.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[])`;
  return sql`case when r.n % ${every} = 0 then ${companyId}::int else ${array}[1 + r.n % ${others.length}] end`;
}

async function insertAccounts(
  db: Executor,
  companyId: SQL,
  every: number,
  admins: number[],
  base: number,
  size: number,
) {
  const h = sql`r.h`;
  // The first of the measured company's rows in the row's block of a thousand (every = 1: the first row).
  const parent = sql`((${base} + (r.n - ${base}) / 1000 * 1000 + ${every}) / ${every} * ${every})`;
  const adminArray = sql`(ARRAY[${sql.join(
    admins.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[])`;
  await db.execute(sql`
    insert into customer_accounts
      (id, company_id, is_test, name, contact_name, assigned_to, active, parent_account_id, city, issues_total_rank)
    select
      r.n,
      ${companyId},
      false,
      ${pick(NAME_FIRST, h, H.nameFirst)} || ' ' || ${pick(NAME_SECOND, h, H.nameSecond)} || ' ' || ${pick(NAME_KIND, h, H.nameKind)},
      ${pick(FIRST_NAMES, h, H.contactFirst)} || ' ' || ${pick(LAST_NAMES, h, H.contactLast)},
      -- One in twenty is not assigned to anyone.
      case when ${spread(h, H.unassigned, 20)} = 0 then null else ${adminArray}[1 + ${spread(h, H.assignee, admins.length)}] end,
      ${spread(h, H.inactive, 10)} <> 0,
      -- Counted within the chunk among the measured company's rows, so the parent is always one of
      -- these rows of the same company, and never a sub-account.
      case when r.n % ${every} = 0 and (r.n - ${base}) / ${every} % ${SUB_ACCOUNT_EVERY} = 7
        and ${parent} <> r.n then ${parent} end,
      ${pick(NAME_FIRST, h, H.city)} || ' City',
      ${spread(h, H.rank, 101)}
    -- The global row number, so every chunk gets different rows.
    from (select n, ${mixed(sql`n`)} as h from generate_series(${base + 1}::bigint, ${base + size}::bigint) as g(n)) r
  `);
}

/** Products, subscriptions (expired, ending within 7 or 30 days, far off) and one user per new account. */
async function insertProductsAndUsers(db: Executor, base: number, size: number) {
  // The new rows, of whichever company (another company of a spread has no products).
  const fresh = sql`a.id > ${base} and a.id <= ${base + size}`;
  const chosen = sql`
    select a.id as account_id, p.id as product_id
    from customer_accounts a
    join products p on p.company_id = a.company_id
    where ${fresh}
      and (p.name = 'VsOnline' or (p.name = 'Screening' and a.id % 3 = 0) or (p.name = 'Faces' and a.id % 5 = 0))`;
  await db.execute(sql`insert into account_products (account_id, product_id) ${chosen}`);
  await db.execute(sql`
    insert into account_subscriptions (account_id, product_id, subscription_plan_id, expiration_date, status)
    select c.account_id, c.product_id, sp.id,
      current_date + (${spread(mixed(sql`c.account_id::bigint`), H.expiration, 900)} - 100),
      case when c.account_id % 50 = 0 then 'Cancelled' else 'Active' end
    from (${chosen}) c
    join subscription_plans sp on sp.product_id = c.product_id
      and sp.code = (ARRAY['TRIAL', 'BASIC', 'PRO', 'ENT'])[1 + c.account_id % 4]`);
  await db.execute(sql`
    insert into account_users (account_id, user_name, first_name, last_name, email, active, admin)
    select a.id, 'gen-' || a.id, split_part(a.contact_name, ' ', 1), split_part(a.contact_name, ' ', 2),
      'gen-' || a.id || '@customer.example', a.id % 25 <> 0, true
    from customer_accounts a
    where ${fresh}`);
}
