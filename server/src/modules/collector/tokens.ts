import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { collectorTokens } from '../../db/schema.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import { hashToken, newToken } from '../../security/tokens.ts';

/** Who an authenticated upload comes from. */
export interface ProductTokenHolder {
  tokenId: number;
  companyId: number;
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The company a live product token belongs to; undefined for an unknown or revoked one. */
export async function authenticateProductToken(
  db: Queryable,
  token: string,
): Promise<ProductTokenHolder | undefined> {
  const [row] = await db
    .select({ tokenId: collectorTokens.id, companyId: collectorTokens.companyId })
    .from(collectorTokens)
    .where(and(eq(collectorTokens.tokenHash, hashToken(token)), isNull(collectorTokens.revokedAt)));
  return row;
}

/** A new product token for a company. The token is in the answer only: the table keeps its hash. */
export async function issueProductToken(
  db: Db,
  actor: Actor,
  companyId: number,
  label: string,
): Promise<{ id: number; token: string }> {
  const { token, tokenHash } = newToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collectorTokens)
      .values({ companyId, tokenHash, label })
      .returning({ id: collectorTokens.id });
    if (!row) throw new Error('token insert returned nothing');
    await recordChange(tx, actor, {
      action: 'collectorToken.issue',
      entityType: 'collectorToken',
      entityId: row.id,
      changes: { companyId: { to: companyId }, label: { to: label }, token: { to: '(issued)' } },
    });
    return { id: row.id, token };
  });
}

/** Revokes a token so uploads with it are refused; false when there is no live token with that id. */
export async function revokeProductToken(db: Db, actor: Actor, tokenId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(collectorTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(collectorTokens.id, tokenId), isNull(collectorTokens.revokedAt)))
      .returning({ companyId: collectorTokens.companyId });
    if (!row) return false;
    await recordChange(
      tx,
      { ...actor, companyId: row.companyId },
      {
        action: 'collectorToken.revoke',
        entityType: 'collectorToken',
        entityId: tokenId,
        changes: { revoked: { from: false, to: true } },
      },
    );
    return true;
  });
}
