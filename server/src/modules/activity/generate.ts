import { sql } from 'drizzle-orm';
import { Project } from '@console/contract/products';
import type { Queryable } from '../../db/client.ts';

/**
 * Generated verification requests for the devices of a range of accounts, in one INSERT … SELECT
 * over generate_series (the demo and the bench generator both write theirs with it). Every value
 * is a seeded hash of the device and row number (hashint8extended), so the same seed gives the same
 * rows. The rollups, lastScan and lastSeen are then derived by recountActivity (recount.ts).
 */

export interface GeneratedRequests {
  accounts: { from: number; to: number };
  /** Requests per device on average (each device gets between half and one and a half times this). */
  perDevice: number;
  /** They start within this many days up to `until`. */
  days: number;
  until: Date;
  seed: number;
  /** The externalIds are `<prefix>-<device id>-<n>`, unique per account. */
  externalIdPrefix: string;
  /** The product the requests are of (Veriscan Online unless told): accounts without it get none. */
  project?: Project;
  /** The services they name, drawn evenly (a name twice is drawn twice as often). */
  services?: readonly string[];
}

const SERVICES = ['idScan', 'idScan', 'idScan', 'faceMatch', 'faceMatch', 'watchlist'];
const FAILURE_REASONS = [
  'Document expired',
  'Barcode unreadable',
  'Face does not match the document',
  'Document type not supported',
  'Listed on a watchlist',
];
const DOCUMENT_TYPES = ['Driver License', 'ID Card', 'Passport', 'Military ID'];

const textArray = (values: readonly string[]) =>
  sql`(ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[])`;

/** Answers how many requests were inserted (their retry keys are inserted with them). */
export async function generateRequests(db: Queryable, plan: GeneratedRequests): Promise<number> {
  const windowSeconds = plan.days * 86_400;
  const services = plan.services ?? SERVICES;
  // Field k of row n draws from hashint8extended(row key, seed + k): independent, non-negative.
  const draw = (k: number, modulo: number) =>
    sql.raw(`(abs(hashint8extended(g.key, ${plan.seed + k})) % ${modulo})`);
  const { rows } = await db.execute<{ inserted: number }>(sql`
    with source as (
      select d.id as device_id, d.account_id, d.location_id, a.company_id, a.is_test, p.id as product_id,
        (select array_agg(m.account_user_id order by m.account_user_id) from location_team_members m
          where m.location_id = d.location_id) as team
      from devices d
      join customer_accounts a on a.id = d.account_id
      join account_products ap on ap.account_id = a.id
      join products p on p.id = ap.product_id and p.project_id = ${plan.project ?? Project.VsOnline}
      where d.account_id between ${plan.accounts.from} and ${plan.accounts.to}
    ),
    g as (
      select s.*, n, s.device_id::bigint * 1000000 + n as key
      from source s,
        generate_series(1, greatest(1, round(${plan.perDevice}::numeric
          * (0.5 + (abs(hashint8extended(s.device_id, ${plan.seed})) % 1000) / 1000.0)))::int) n
    ),
    drawn as (
      select g.*,
        ${plan.until.toISOString()}::timestamptz - make_interval(secs => ${draw(1, windowSeconds)}) as started_at,
        ${draw(2, 100)} as status_draw, ${draw(3, 1000)} as pick, ${draw(4, 30)} + 2 as seconds
      from g
    ),
    inserted as (
      insert into verification_requests (company_id, account_id, product_id, is_test, external_id, service,
        location_id, device_id, account_user_id, status, failure_reason, result, started_at, completed_at,
        received_at)
      select company_id, account_id, product_id, is_test,
        ${plan.externalIdPrefix} || '-' || device_id || '-' || n,
        ${textArray(services)}[1 + pick % ${services.length}],
        location_id, device_id,
        case when team is not null then team[1 + pick % cardinality(team)] end,
        case when status_draw < 88 then 'success' when status_draw < 96 then 'failed' else 'review' end,
        case when status_draw between 88 and 95 then ${textArray(FAILURE_REASONS)}[1 + pick % ${FAILURE_REASONS.length}] end,
        jsonb_build_object('documentType', ${textArray(DOCUMENT_TYPES)}[1 + pick % ${DOCUMENT_TYPES.length}],
          'ageOver21', pick % 10 <> 0, 'confidence', round(0.80 + (pick % 200) / 1000.0, 3)),
        started_at, started_at + make_interval(secs => seconds), started_at + make_interval(secs => seconds)
      from drawn
      returning account_id, product_id, external_id, id, started_at
    ),
    keys as (
      insert into verification_request_keys (account_id, product_id, external_id, request_id, started_at)
      select account_id, product_id, external_id, id, started_at from inserted
      returning 1
    )
    select count(*)::int as inserted from keys`);
  return Number(rows[0]?.inserted ?? 0);
}
