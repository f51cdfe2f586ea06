import { sql } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS, type ProductProject } from '@console/contract/activity';
import { ErrorCode } from '@console/contract/errors';
import type { Queryable } from '../../db/client.ts';
import { usDate, utcDay } from '../../lib/days.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import type { Authentication } from '../../kit/tokens.ts';

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
}

export const PRODUCT_TOKEN_KIND_LIST: readonly string[] = Object.values(PRODUCT_TOKEN_KINDS);

const projectOfKind = new Map<string, ProductProject>(
  Object.entries(PRODUCT_TOKEN_KINDS).map(([project, kind]) => [kind, project as ProductProject]),
);

type Authenticated = Extract<Authentication, { ok: true }>['token'];

type AccountState = {
  account_id: number;
  company_id: number;
  is_test: boolean;
  active: boolean;
  product_id: number | null;
  product_name: string | null;
  subscription_is_required: boolean | null;
  has_product: boolean | null;
  subscription_status: string | null;
  expiration_date: string | null;
};

/**
 * The product account a token reports for, or why it may not report: the account must exist and be
 * active, have the product, and hold an active subscription that has not expired (a product whose
 * subscription is not required may have none at all; one it has must be active).
 */
export async function productAccountOf(
  db: Queryable,
  token: Authenticated,
  now = new Date(),
): Promise<ProductAccount> {
  const project = projectOfKind.get(token.kind);
  if (!project || token.ownerId === null) {
    throw new AppError(401, ErrorCode.Unauthorized, 'This token is not a product token');
  }
  const { rows } = await db.execute<AccountState>(sql`
    select a.id as account_id, a.company_id, a.is_test, a.active,
      p.id as product_id, p.display_name as product_name, p.subscription_is_required,
      ap.enabled as has_product, s.status as subscription_status,
      s.expiration_date::text as expiration_date
    from customer_accounts a
    left join products p on p.company_id = a.company_id and p.project_id = ${project}
    left join account_products ap on ap.account_id = a.id and ap.product_id = p.id
    left join account_subscriptions s on s.account_id = a.id and s.product_id = p.id
    where a.id = ${token.ownerId} and a.company_id = ${token.companyId}
    order by p.id
    limit 1`);
  const state = rows[0];
  if (!state) throw new AppError(401, ErrorCode.Unauthorized, 'The account of this token no longer exists');
  if (!state.active) throw forbidden('The account of this token is inactive');
  const product = state.product_name ?? project;
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
  } else if (state.expiration_date !== null && state.expiration_date < utcDay(now)) {
    throw forbidden(
      `The ${product} subscription of this account is not active (it expired on ${usDate(state.expiration_date)})`,
    );
  }
  return {
    tokenId: token.id,
    companyId: state.company_id,
    accountId: state.account_id,
    isTest: state.is_test,
    productId: state.product_id,
    productName: product,
  };
}
