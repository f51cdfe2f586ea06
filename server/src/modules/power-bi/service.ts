import { eq } from 'drizzle-orm';
import type { PowerBiSave, PowerBiSettings } from '@console/contract/power-bi/api';
import { diff, recordChange, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { powerBiSettings } from './tables.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { masked, type PartnerSecrets } from '../../kit/secrets.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findAccount } from '../accounts/scope.ts';

/**
 * A customer's Power BI embed settings (product-families §7 Power BI). The customer is a customer
 * account of the tenant (accounts/scope.ts): another company's answers 404. The access token is
 * sealed with the console's partner secrets key ring, bound to its customer (a sealed value copied
 * to another row does not open), and leaves the server only as masked(); the audit log records
 * that it changed, never its value.
 */

const p = powerBiSettings;
type Row = typeof p.$inferSelect;

/** What the seal is bound to: the customer the token is for. */
export const tokenContext = (accountId: number) => `power-bi:${accountId}:token`;

const settingsOf = (accountId: number, row: Row | undefined): PowerBiSettings =>
  row
    ? {
        customerId: accountId,
        configured: true,
        workspaceId: row.workspaceId,
        reportId: row.reportId,
        embedUrl: row.embedUrl,
        enabled: row.enabled,
        tokenMask: row.tokenMask,
        tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      }
    : {
        customerId: accountId,
        configured: false,
        workspaceId: null,
        reportId: null,
        embedUrl: null,
        enabled: false,
        tokenMask: null,
        tokenExpiresAt: null,
        updatedAt: null,
      };

async function rowOf(db: Queryable, accountId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(p).where(eq(p.accountId, accountId));
  return row;
}

/** GET /api/PowerBi/{customerId}: a customer without settings answers `configured: false`. */
export async function getSettings(
  db: Queryable,
  tenant: Tenant,
  customerId: number,
): Promise<PowerBiSettings> {
  await findAccount(db, tenant, customerId);
  return settingsOf(customerId, await rowOf(db, customerId));
}

/** What the audit log keeps of the settings: everything but the token, of which only that it changed. */
const auditable = (
  row: Pick<Row, 'workspaceId' | 'reportId' | 'embedUrl' | 'enabled' | 'tokenMask'> & {
    tokenExpiresAt: Date | null;
  },
) => ({
  workspaceId: row.workspaceId,
  reportId: row.reportId,
  embedUrl: row.embedUrl,
  enabled: row.enabled,
  tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
  // The mask stands for the token: a new token changes it, and diff() writes '(changed)' for `token`.
  token: row.tokenMask,
});

/**
 * POST /api/PowerBi/Save: made or replaced in one transaction with its audit entry. A token's expiry
 * goes with the token: sent without a token it changes the kept token's expiry, and a token is
 * refused an expiry in the past.
 */
export async function saveSettings(
  db: Db,
  secrets: PartnerSecrets,
  actor: Actor,
  tenant: Tenant,
  input: PowerBiSave,
  now = new Date(),
): Promise<PowerBiSettings> {
  const expiresAt: Date | null | undefined =
    input.tokenExpiresAt === undefined || input.tokenExpiresAt === null
      ? input.tokenExpiresAt
      : new Date(input.tokenExpiresAt);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw validationError({ tokenExpiresAt: ['Token expires must be in the future'] });
  }
  return db.transaction(async (tx) => {
    const account = await findAccount(tx, tenant, input.customerId);
    const before = await rowOf(tx, account.id);
    if (expiresAt !== undefined && input.accessToken === undefined && !before?.tokenSealed) {
      throw validationError({ tokenExpiresAt: ['There is no access token to expire'] });
    }
    const token =
      input.accessToken === undefined
        ? {}
        : {
            tokenSealed: secrets.seal(input.accessToken, tokenContext(account.id)),
            tokenMask: masked(input.accessToken),
            // A new token without an expiry is taken as not expiring.
            tokenExpiresAt: expiresAt ?? null,
          };
    const fields = {
      workspaceId: input.workspaceId.toLowerCase(),
      reportId: input.reportId.toLowerCase(),
      embedUrl: input.embedUrl,
      enabled: input.enabled,
      ...(expiresAt !== undefined ? { tokenExpiresAt: expiresAt } : {}),
      ...token,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(p)
      .values({ accountId: account.id, companyId: tenant.companyId, ...fields })
      .onConflictDoUpdate({ target: p.accountId, set: fields })
      .returning();
    if (!row) throw new Error('the Power BI settings were not stored');
    await recordChangeIfAny(tx, actor, {
      action: 'powerBi.save',
      entityId: account.id,
      changes: diff(before ? auditable(before) : null, auditable(row)),
    });
    return settingsOf(account.id, row);
  });
}

/** DELETE /api/PowerBi/Token: the token and its expiry forgotten; 404 when the customer keeps none. */
export async function deleteToken(db: Db, actor: Actor, tenant: Tenant, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findAccount(tx, tenant, customerId);
    const before = await rowOf(tx, account.id);
    if (!before?.tokenSealed) throw notFound('The Power BI access token');
    await tx
      .update(p)
      .set({ tokenSealed: null, tokenMask: null, tokenExpiresAt: null, updatedAt: new Date() })
      .where(eq(p.accountId, account.id));
    await recordChange(tx, actor, {
      action: 'powerBi.token.delete',
      entityId: account.id,
      changes: { token: { from: '(kept)', to: null } },
    });
  });
}
