import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens } from '../../db/schema.ts';
import type { Actor } from '../../audit/record.ts';
import {
  authenticateToken,
  issueToken,
  updateToken,
  type Authentication,
  type TokenOwner,
} from '../../kit/tokens.ts';

/**
 * Collector ingestion tokens: the kit's token lifecycle (server/src/kit/tokens.ts) of kind
 * 'collector', one set per company. Devices send one as `Authorization: Bearer <token>`.
 */
export const COLLECTOR_TOKEN_KIND = 'collector';

export const collectorTokenOwner = (companyId: number): TokenOwner => ({
  kind: COLLECTOR_TOKEN_KIND,
  companyId,
});

/** Who an authenticated upload comes from. */
export interface ProductTokenHolder {
  tokenId: number;
  companyId: number;
}

/** Whose a collector token is, or why it is refused (unknown, disabled, expired, deleted). */
export const authenticateCollectorToken = (db: Db, token: string): Promise<Authentication> =>
  authenticateToken(db, COLLECTOR_TOKEN_KIND, token);

/** A new token for a company, from the command line; the answer is the one time it is shown. */
export async function issueProductToken(
  db: Db,
  actor: Actor,
  companyId: number,
  label: string,
): Promise<{ id: number; token: string }> {
  const issued = await issueToken(db, actor, collectorTokenOwner(companyId), {
    label: label.trim() || 'Command line',
  });
  return { id: issued.id, token: issued.token };
}

/** Disables a token so uploads with it are refused; false when there is no live token with that id. */
export async function revokeProductToken(db: Db, actor: Actor, tokenId: number): Promise<boolean> {
  const [row] = await db
    .select({ companyId: apiTokens.companyId })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.id, tokenId),
        eq(apiTokens.kind, COLLECTOR_TOKEN_KIND),
        isNull(apiTokens.disabledAt),
        isNull(apiTokens.deletedAt),
      ),
    );
  if (!row) return false;
  await updateToken(db, { ...actor, companyId: row.companyId }, collectorTokenOwner(row.companyId), tokenId, {
    disabled: true,
  });
  return true;
}
