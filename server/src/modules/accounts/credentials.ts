import { createHmac } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Credentials } from '@console/contract/accounts/api';
import type { Queryable } from '../../db/client.ts';
import { accountProducts, products } from '../../db/schema.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findUserInScope } from './users.ts';

/**
 * The credentials dialog (console-core §2 "Users tab", §3 "Credential"): what a customer user needs
 * to start on the customer site, shown as returned. Never a password: only the login, the account
 * id, the site, and one product key per enabled product of the account.
 */

/** Crockford's base32: no I, L, O or U, so a key read aloud or typed is not misread. */
const KEY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const KEY_GROUPS = 4;
const KEY_GROUP_LENGTH = 5;

/**
 * The product key of an account's product: derived from the server secret, never stored, the same
 * on every call (and on every instance sharing the SECRET), and unguessable without that secret.
 * 20 base32 characters (100 bits of the HMAC) in groups: XXXXX-XXXXX-XXXXX-XXXXX.
 */
export function productKey(secret: string, accountId: number, productId: number): string {
  const digest = createHmac('sha256', secret).update(`${accountId}:${productId}`).digest();
  const length = KEY_GROUPS * KEY_GROUP_LENGTH;
  let key = '';
  let buffered = 0;
  let bits = 0;
  for (const byte of digest) {
    buffered = ((buffered << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && key.length < length) {
      bits -= 5;
      key += KEY_ALPHABET.charAt((buffered >>> bits) & 31);
    }
    if (key.length === length) break;
  }
  return key.match(new RegExp(`.{${KEY_GROUP_LENGTH}}`, 'g'))?.join('-') ?? key;
}

export interface CustomerSite {
  secret: string;
  customerSiteUrl: string;
}

/**
 * The user's credentials. Reading them is sensitive (product keys let the customer's software call
 * the products), so every read is written to the audit log.
 */
export async function accountUserCredentials(
  db: Queryable,
  tenant: Tenant,
  actor: Actor,
  site: CustomerSite,
  userId: number,
): Promise<Credentials> {
  const user = await findUserInScope(db, tenant, userId);
  const enabledProducts = await db
    .select({ id: products.id, displayName: products.displayName })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(and(eq(accountProducts.accountId, user.accountId), eq(accountProducts.enabled, true)))
    .orderBy(asc(products.id));
  await recordChange(db, actor, {
    action: 'accountUser.credentials.read',

    entityId: user.id,
  });
  return [
    { key: 'Login', value: user.userName },
    { key: 'Account ID', value: String(user.accountId) },
    { key: 'Customer site', value: site.customerSiteUrl },
    ...enabledProducts.map((product) => ({
      key: `Product key: ${product.displayName}`,
      value: productKey(site.secret, user.accountId, product.id),
    })),
  ];
}
