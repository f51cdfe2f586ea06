import { sql } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS, type ProductProject } from '@console/contract/activity/api';
import { ErrorCode } from '@console/contract/errors';
import type { Db } from '../db/client.ts';
import { executePrepared } from '../db/prepared.ts';
import { usDate, utcDay } from '../lib/days.ts';
import { AppError, forbidden } from '../http/errors.ts';
import { recordTokenUse, REFUSAL_MESSAGES, refusalOf } from '../kit/tokens.ts';
import type { RateCounter, Take } from '../security/rate-counter.ts';
import { hashToken } from '../security/tokens.ts';

/**
 * A product account (DESIGN.md "Product activity"): a customer account with one product. Product
 * tokens belong to one: the token's kind names the product (PRODUCT_TOKEN_KINDS), its owner the
 * customer account.
 */
export interface ProductAccount {
  tokenId: number;
  companyId: number;
  accountId: number;
  isTest: boolean;
  productId: number;
  productName: string;
  /** The product's family (a product's own checks of a new request are by it: ingest.ts). */
  project: ProductProject;
}

const projectOfKind = new Map<string, ProductProject>(
  Object.entries(PRODUCT_TOKEN_KINDS).map(([project, kind]) => [kind, project as ProductProject]),
);

type AccountState = {
  token_id: number;
  deleted: boolean;
  disabled: boolean;
  expires_on: string | null;
  last_used_ms: number | null;
  account_id: number | null;
  company_id: number | null;
  is_test: boolean | null;
  active: boolean | null;
  project: ProductProject;
  product_id: number | null;
  product_name: string | null;
  subscription_is_required: boolean | null;
  has_product: boolean | null;
  subscription_status: string | null;
  expiration_date: string | null;
  /** The rate counter's row of the token's take, when the statement counted one. */
  rate_count: number | null;
  rate_resets_at_ms: number | null;
};

/**
 * The per-token allowance a product call is counted against, in the statement that reads the token:
 * the counter's key is `keyPrefix` and the token's id.
 */
export interface TokenRate {
  rates: RateCounter;
  keyPrefix: string;
  limit: number;
  windowMs: number;
}

/** A product account, and its token's take of the allowance. */
export interface ProductCall {
  account: ProductAccount;
  take: Take;
}

/** Each product token kind with its product, as SQL rows: (kind, project). */
const KIND_PROJECTS = sql.join(
  [...projectOfKind].map(([kind, project]) => sql`(${kind}::text, ${project}::text)`),
  sql`, `,
);

/**
 * The product account a bearer secret reports for, or why it may not report: the token must be a
 * product token (kit/tokens.ts refuses a deleted, disabled or expired one with 401); its account
 * must exist and be active, have the product, and hold an active subscription that has not expired
 * (a product whose subscription is not required may have none at all; one it has must be active).
 * With the account, the call's take of its token's allowance (`rate`).
 *
 * Every product call pays for this, so it is one statement (one round trip, one commit): the token
 * and its account are read, and the token's rate counter takes the call when the call is allowed
 * (the `counted` condition below says in SQL what the refusals after it say; a call they refuse is
 * not counted). Should the two ever disagree on an allowed call, the take is made apart, so the
 * allowance still holds.
 */
export async function productAccountOf(
  db: Db,
  secret: string,
  rate: TokenRate,
  now = new Date(),
): Promise<ProductCall> {
  const today = utcDay(now);
  const counting = rate.rates.countIn(
    sql`select ${rate.keyPrefix}::text || state.token_id as key from state
      where not state.deleted and not state.disabled
        and (state.expires_on is null or state.expires_on >= ${today}::text)
        and state.account_id is not null and state.company_id is not null and state.active
        and state.product_id is not null and state.has_product
        and case when state.subscription_status is null then state.subscription_is_required is not true
          else state.subscription_status = 'Active'
            and (state.expiration_date is null or state.expiration_date >= ${today}::text) end`,
    rate,
  );
  const rows = await executePrepared<AccountState>(
    db,
    'product-account-and-rate',
    sql`
    with state as (
      select t.id as token_id, t.deleted_at is not null as deleted, t.disabled_at is not null as disabled,
        t.expires_on::text as expires_on, (extract(epoch from t.last_used_at) * 1000)::float8 as last_used_ms,
        a.id as account_id, a.company_id, a.is_test, a.active, k.project,
        p.id as product_id, p.display_name as product_name, p.subscription_is_required,
        ap.enabled as has_product, s.status as subscription_status,
        s.expiration_date::text as expiration_date
      from api_tokens t
      join (values ${KIND_PROJECTS}) as k (kind, project) on k.kind = t.kind
      left join customer_accounts a on a.id = t.owner_id and a.company_id = t.company_id
      left join lateral (
        select id, display_name, subscription_is_required from products
        where company_id = a.company_id and project_id = k.project order by id limit 1
      ) p on true
      left join account_products ap on ap.account_id = a.id and ap.product_id = p.id
      left join account_subscriptions s on s.account_id = a.id and s.product_id = p.id
      where t.token_hash = ${hashToken(secret)}
    ), counted as (${counting.statement})
    select state.*, counted.count as rate_count, counted.resets_at_ms as rate_resets_at_ms
    from state left join counted on true`,
  );
  const state = rows[0];
  if (!state) throw new AppError(401, ErrorCode.Unauthorized, REFUSAL_MESSAGES.unknown);
  const refusal = refusalOf(
    { deleted: state.deleted, disabled: state.disabled, expiresOn: state.expires_on },
    now,
  );
  if (refusal) throw new AppError(401, ErrorCode.Unauthorized, REFUSAL_MESSAGES[refusal]);
  await recordTokenUse(
    db,
    { id: state.token_id, lastUsedAt: state.last_used_ms === null ? null : new Date(state.last_used_ms) },
    now,
  );
  if (state.account_id === null || state.company_id === null) {
    throw new AppError(401, ErrorCode.Unauthorized, 'The account of this token no longer exists');
  }
  if (!state.active) throw forbidden('The account of this token is inactive');
  const product = state.product_name ?? state.project;
  if (state.product_id === null || !state.has_product) {
    throw forbidden(`The account of this token does not have ${product}`);
  }
  if (state.subscription_status === null) {
    if (state.subscription_is_required) {
      throw forbidden(`The account of this token has no ${product} subscription`);
    }
  } else if (state.subscription_status !== 'Active') {
    throw forbidden(
      `The ${product} subscription of this account is not active (${state.subscription_status})`,
    );
  } else if (state.expiration_date !== null && state.expiration_date < today) {
    throw forbidden(
      `The ${product} subscription of this account is not active (it expired on ${usDate(state.expiration_date)})`,
    );
  }
  const account: ProductAccount = {
    tokenId: state.token_id,
    companyId: state.company_id,
    accountId: state.account_id,
    isTest: state.is_test ?? false,
    productId: state.product_id,
    productName: product,
    project: state.project,
  };
  const take =
    state.rate_count === null || state.rate_resets_at_ms === null
      ? await rate.rates.take([
          { key: `${rate.keyPrefix}${state.token_id}`, limit: rate.limit, windowMs: rate.windowMs },
        ])
      : await counting.answer({ count: state.rate_count, resets_at_ms: state.rate_resets_at_ms });
  return { account, take };
}
