import { sql, type SQL } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../demo/random.ts';
import { DIVE_CHECK_REASONS, diveChecks } from '../../demo/sample-results.ts';

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
  /**
   * What their results say: `scan` (the default) a scan's summary (the document's type, the
   * holder over 21, a confidence), `document` what a document product reads (contract
   * contract dvs/result.ts: the document, the fields of its front and the product's checks, the one that
   * failed or warned named with its reason), as DIVE's request pages and the review queue read it.
   */
  results?: 'scan' | 'document';
}

const SERVICES = ['idScan', 'idScan', 'idScan', 'faceMatch', 'faceMatch', 'watchlist'];
const FAILURE_REASONS = [
  'Document expired',
  'Barcode unreadable',
  'Face does not match the document',
  'Document type not supported',
  'Listed on a watchlist',
];
/** The contract's document types (contract dvs/result.ts), a driver license most often. */
const DOCUMENT_TYPES = ['DriversLicense', 'DriversLicense', 'DriversLicense', 'IdCard', 'Passport'];
const STATES = ['TX', 'CO', 'OH', 'NC', 'OR', 'FL', 'AZ', 'WA'];
/** A document result's checks: those DIVE runs on every document (sample-results.ts has the rest). */
const DOCUMENT_CHECKS = ['documentExpired', 'portraitPresent', 'fontConsistency', 'tampering', 'ageOver18'];
/** The checks a failed or reviewed document request names: what authentication finds. */
const SUSPICIONS = ['portraitPresent', 'fontConsistency', 'tampering'];

const textArray = (values: readonly string[]) =>
  sql`(ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[])`;

/**
 * DIVE's checks of a document request, by `checksIndex` below: every one passed (0), the n-th
 * suspicion failed (1 + n), or warned on (1 + SUSPICIONS.length + n). Seven constant lists picked
 * per row: building each row's list in SQL tripled the generator's time.
 */
const CHECK_VARIANTS = JSON.stringify([
  diveChecks(DOCUMENT_CHECKS),
  ...SUSPICIONS.map((check) => diveChecks(DOCUMENT_CHECKS, { check, result: 'failed' })),
  ...SUSPICIONS.map((check) => diveChecks(DOCUMENT_CHECKS, { check, result: 'warning' })),
]);

/** A document result (see `results`) from the row's draws; `suspect` is the suspicion a failed or reviewed one names. */
function documentResultSql(draw: (k: number, modulo: number) => SQL, suspect: SQL): SQL {
  const checksIndex = sql`case when status_draw < 88 then 0 when status_draw < 96 then 1 + ${suspect}
    else ${1 + SUSPICIONS.length} + ${suspect} end`;
  return sql`jsonb_build_object(
    'documentType', ${textArray(DOCUMENT_TYPES)}[1 + pick % ${DOCUMENT_TYPES.length}],
    'issuingCountry', 'USA',
    'issuingState', ${textArray(STATES)}[1 + (pick / 7) % ${STATES.length}],
    'fields', jsonb_build_object(
      'firstName', upper(${textArray(FIRST_NAMES)}[1 + ${draw(5, FIRST_NAMES.length)}]),
      'lastName', upper(${textArray(LAST_NAMES)}[1 + ${draw(6, LAST_NAMES.length)}]),
      'dateOfBirth', to_char(date '1946-01-01' + ${draw(7, 21_000)}::int, 'YYYY-MM-DD'),
      'documentNumber', 'D' || lpad(${draw(8, 10_000_000)}::text, 7, '0'),
      'expirationDate', to_char((started_at at time zone 'UTC')::date + 30 + ${draw(9, 2_500)}::int, 'YYYY-MM-DD')),
    'checks', ${CHECK_VARIANTS}::jsonb -> (${checksIndex})::int)`;
}

/** Answers how many requests were inserted (their retry keys are inserted with them). */
export async function generateRequests(db: Queryable, plan: GeneratedRequests): Promise<number> {
  const windowSeconds = plan.days * 86_400;
  const services = plan.services ?? SERVICES;
  // Field k of row n draws from hashint8extended(row key, seed + k): independent, non-negative.
  const draw = (k: number, modulo: number) =>
    sql.raw(`(abs(hashint8extended(key, ${plan.seed + k})) % ${modulo})`);
  const document = plan.results === 'document';
  // Which of SUSPICIONS a failed or reviewed document request names.
  const suspect = draw(10, SUSPICIONS.length);
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
        case when status_draw between 88 and 95 then ${
          document
            ? sql`${textArray(SUSPICIONS.map((c) => DIVE_CHECK_REASONS[c] ?? ''))}[1 + ${suspect}]`
            : sql`${textArray(FAILURE_REASONS)}[1 + pick % ${FAILURE_REASONS.length}]`
        } end,
        ${
          document
            ? documentResultSql(draw, suspect)
            : sql`jsonb_build_object('documentType', ${textArray(DOCUMENT_TYPES)}[1 + pick % ${DOCUMENT_TYPES.length}],
          'ageOver21', pick % 10 <> 0, 'confidence', round(0.80 + (pick % 200) / 1000.0, 3))`
        },
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
