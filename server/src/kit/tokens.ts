import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  say,
  TokenStatus,
  TokenUpdate,
  type ApiToken,
  type Endpoint,
  type IssuedToken,
  type TokenCreate,
} from '@console/contract/kit';
import { diff, recordChange, type Actor } from '../audit/record.ts';
import type { Db, Queryable } from '../db/client.ts';
import { apiTokens } from '../db/schema.ts';
import { notFound, validationError } from '../http/errors.ts';
import { utcDay } from '../lib/days.ts';
import { hashToken } from '../security/tokens.ts';
import type { Call, FamilyRoutes } from './register.ts';

/**
 * The one token lifecycle (DESIGN.md): issue (the secret answered once, its SHA-256 stored), an
 * expiration date and its change, disable and enable, delete, and authenticate, which refuses a
 * disabled, expired or deleted token. A family names its tokens by `kind` and, when its tokens
 * belong to a record (a product account), by `ownerId`.
 */
export interface TokenOwner {
  kind: string;
  companyId: number;
  ownerId?: number | null;
}

type TokenRow = typeof apiTokens.$inferSelect;

function statusOf(
  token: { disabled: boolean; expiresOn: string | null },
  now = new Date(),
): ApiToken['status'] {
  if (token.disabled) return TokenStatus.Disabled;
  if (token.expiresOn !== null && token.expiresOn < utcDay(now)) return TokenStatus.Expired;
  return TokenStatus.Active;
}

const toToken = (row: TokenRow, now = new Date()): ApiToken => ({
  id: row.id,
  label: row.label,
  hint: row.hint,
  status: statusOf({ disabled: row.disabledAt !== null, expiresOn: row.expiresOn }, now),
  disabled: row.disabledAt !== null,
  expirationDate: row.expiresOn,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** What the audit log keeps of a token: never its hash. */
const audited = (token: ApiToken) => ({
  label: token.label,
  expirationDate: token.expirationDate,
  disabled: token.disabled,
});

/** A new secret: the kind as a prefix (so a leaked token says what it opens) and 256 random bits. */
export function newSecret(kind: string): { secret: string; tokenHash: string; hint: string } {
  const secret = `${kind}_${randomBytes(32).toString('base64url')}`;
  return { secret, tokenHash: hashToken(secret), hint: secret.slice(-4) };
}

function ownedBy(owner: TokenOwner): SQL {
  return and(
    eq(apiTokens.kind, owner.kind),
    eq(apiTokens.companyId, owner.companyId),
    owner.ownerId === undefined || owner.ownerId === null
      ? isNull(apiTokens.ownerId)
      : eq(apiTokens.ownerId, owner.ownerId),
    isNull(apiTokens.deletedAt),
  ) as SQL;
}

/**
 * How many of the owner's tokens there are (not deleted), or with `activeOn` how many work on that
 * UTC day (neither disabled nor expired: statusOf's Active): the counts an account's page shows,
 * counted here so that every family's "active" means what authenticating holds to.
 */
export async function countTokens(db: Queryable, owner: TokenOwner, activeOn?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(
      and(
        ownedBy(owner),
        activeOn === undefined ? undefined : isNull(apiTokens.disabledAt),
        activeOn === undefined
          ? undefined
          : sql`(${apiTokens.expiresOn} is null or ${apiTokens.expiresOn} >= ${activeOn})`,
      ),
    );
  return row?.n ?? 0;
}

function refuseExpirationInThePast(expirationDate: string | null | undefined, now: Date): void {
  if (expirationDate && expirationDate < utcDay(now)) {
    throw validationError({ expirationDate: ['Expiration Date cannot be in the past'] });
  }
}

/** The owner's tokens, newest first; never a secret or a hash. */
export async function listTokens(db: Queryable, owner: TokenOwner, now = new Date()): Promise<ApiToken[]> {
  const rows = await db.select().from(apiTokens).where(ownedBy(owner)).orderBy(desc(apiTokens.id));
  return rows.map((row) => toToken(row, now));
}

/** Issues a token: the answer carries the secret, which nothing else ever returns again. */
export async function issueToken(
  db: Db,
  actor: Actor,
  owner: TokenOwner,
  input: TokenCreate,
  now = new Date(),
): Promise<IssuedToken> {
  refuseExpirationInThePast(input.expirationDate, now);
  const { secret, tokenHash, hint } = newSecret(owner.kind);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        kind: owner.kind,
        companyId: owner.companyId,
        ownerId: owner.ownerId ?? null,
        label: input.label.trim(),
        tokenHash,
        hint,
        expiresOn: input.expirationDate ?? null,
        createdBy: actor.name,
      })
      .returning();
    if (!row) throw new Error('token insert returned nothing');
    const token = toToken(row, now);
    await recordChange(tx, actor, {
      action: 'apiToken.issue',
      entityId: row.id,
      changes: { kind: { to: owner.kind }, ...diff(null, audited(token)), token: { to: '(issued)' } },
    });
    return { ...token, token: secret };
  });
}

async function findToken(db: Queryable, owner: TokenOwner, tokenId: number): Promise<TokenRow> {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(ownedBy(owner), eq(apiTokens.id, tokenId)));
  if (!row) throw notFound('The token');
  return row;
}

/** Changes a token's label or expiration date, or disables or enables it. */
export async function updateToken(
  db: Db,
  actor: Actor,
  owner: TokenOwner,
  tokenId: number,
  input: TokenUpdate,
  now = new Date(),
): Promise<ApiToken> {
  // `{}` would be an update of nothing, which the query builder refuses ("No values to set": 500).
  const fields = Object.keys(TokenUpdate.properties);
  if (!fields.some((name) => input[name as keyof TokenUpdate] !== undefined))
    throw validationError({ $body: [say.nothingToChange(fields)] });
  refuseExpirationInThePast(input.expirationDate, now);
  return db.transaction(async (tx) => {
    const before = toToken(await findToken(tx, owner, tokenId), now);
    const [row] = await tx
      .update(apiTokens)
      .set({
        ...(input.label !== undefined ? { label: input.label.trim() } : {}),
        ...(input.expirationDate !== undefined ? { expiresOn: input.expirationDate } : {}),
        ...(input.disabled !== undefined
          ? { disabledAt: input.disabled ? sql`coalesce(${apiTokens.disabledAt}, now())` : null }
          : {}),
      })
      .where(eq(apiTokens.id, tokenId))
      .returning();
    if (!row) throw notFound('The token');
    const after = toToken(row, now);
    await recordChange(tx, actor, {
      action: 'apiToken.update',
      entityId: tokenId,
      changes: diff(audited(before), audited(after)),
    });
    return after;
  });
}

/** Deletes a token: it is never listed or accepted again (the row stays for what points at it). */
export async function deleteToken(db: Db, actor: Actor, owner: TokenOwner, tokenId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findToken(tx, owner, tokenId);
    await tx.update(apiTokens).set({ deletedAt: new Date() }).where(eq(apiTokens.id, tokenId));
    await recordChange(tx, actor, {
      action: 'apiToken.delete',
      entityId: tokenId,
      changes: { deleted: { to: true } },
    });
  });
}

export type Authentication =
  | { ok: true; token: { id: number; kind: string; companyId: number; ownerId: number | null } }
  | { ok: false; reason: 'unknown' | 'disabled' | 'expired' | 'deleted' };

/** How often a token's last use is written: a device uploading every second costs one write a minute. */
const LAST_USED_RESOLUTION_MS = 60_000;

type Refusal = Extract<Authentication, { ok: false }>['reason'];

/** Why a token found by its secret may not be used, or null when it may. */
export function refusalOf(
  token: { deleted: boolean; disabled: boolean; expiresOn: string | null },
  now = new Date(),
): Refusal | null {
  if (token.deleted) return 'deleted';
  const status = statusOf(token, now);
  return status === TokenStatus.Active ? null : status;
}

/**
 * Records a token's use, to the minute: written only when the stored use is older than that (as
 * read with the token); the update's own condition keeps concurrent calls from writing it twice.
 */
export async function recordTokenUse(
  db: Queryable,
  row: Pick<TokenRow, 'id' | 'lastUsedAt'>,
  now = new Date(),
): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (row.lastUsedAt && row.lastUsedAt >= staleBefore) return;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))),
    );
}

/**
 * Who a bearer secret of this kind (or of one of these kinds: the product API takes every product's)
 * belongs to, or why it is refused. Its last use is recorded (to the minute).
 */
export async function authenticateToken(
  db: Queryable,
  kind: string | readonly string[],
  secret: string,
  now = new Date(),
): Promise<Authentication> {
  const kinds = typeof kind === 'string' ? [kind] : [...kind];
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashToken(secret)), inArray(apiTokens.kind, kinds)));
  if (!row) return { ok: false, reason: 'unknown' };
  const refusal = refusalOf(
    { deleted: row.deletedAt !== null, disabled: row.disabledAt !== null, expiresOn: row.expiresOn },
    now,
  );
  if (refusal) return { ok: false, reason: refusal };
  await recordTokenUse(db, row, now);
  return { ok: true, token: { id: row.id, kind: row.kind, companyId: row.companyId, ownerId: row.ownerId } };
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** Why a product's call with this token is refused, said to the product. */
export const REFUSAL_MESSAGES: Record<Exclude<Authentication, { ok: true }>['reason'], string> = {
  unknown: 'A valid token is required: send it as "Authorization: Bearer <token>"',
  disabled: 'This token has been disabled',
  expired: 'This token has expired',
  deleted: 'This token has been deleted',
};

interface TokenEndpoints {
  list: Endpoint;
  create: Endpoint;
  update: Endpoint;
  remove: Endpoint;
}

/**
 * Registers a family's four token calls (contract: tokenEndpoints()). `ownerOf` says whose tokens a
 * call is about, scoped to the caller's company; another company's token answers 404.
 */
export function tokenRoutes(
  routes: FamilyRoutes,
  endpoints: TokenEndpoints,
  ownerOf: (call: Call<Endpoint>) => TokenOwner | Promise<TokenOwner>,
): void {
  // The four calls' schemas differ only by the owner's path parameters, which ownerOf reads; the
  // bodies are the contract's TokenCreate and TokenUpdate, validated before a handler runs.
  const add = routes.add as (endpoint: Endpoint, handler: (call: Call<Endpoint>) => Promise<unknown>) => void;
  const tokenIdOf = (call: Call<Endpoint>) => (call.params as unknown as { tokenId: number }).tokenId;
  add(endpoints.list, async (call) => listTokens(call.db, await ownerOf(call)));
  add(endpoints.create, async (call) =>
    issueToken(call.db, call.actor, await ownerOf(call), call.body as unknown as TokenCreate),
  );
  add(endpoints.update, async (call) =>
    updateToken(
      call.db,
      call.actor,
      await ownerOf(call),
      tokenIdOf(call),
      call.body as unknown as TokenUpdate,
    ),
  );
  add(endpoints.remove, async (call) =>
    deleteToken(call.db, call.actor, await ownerOf(call), tokenIdOf(call)),
  );
}
