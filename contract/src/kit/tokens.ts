import { Type, type Static, type TObject } from 'typebox';
import type { Gate } from '../gates.ts';
import { Permission } from '../permissions.ts';
import type { defineFamily } from './endpoint.ts';
import { Id } from './integers.ts';
import { Day, DateTime } from './dates.ts';

/**
 * The one token lifecycle (DESIGN.md "Families: the kit"): a product or partner authenticates with a
 * bearer token that a staff user issues. The secret is shown once, in the answer that issues it;
 * the server keeps its SHA-256 only. A token may carry an expiration date (the last day it works,
 * UTC), can be disabled and enabled again, and deleted. Collector ingestion uses it today; the
 * screening, face, DIVE, onboarding and Power BI families use the same endpoints and screen.
 */

export const TokenStatus = { Active: 'active', Disabled: 'disabled', Expired: 'expired' } as const;
export type TokenStatus = (typeof TokenStatus)[keyof typeof TokenStatus];

export const ApiToken = Type.Object(
  {
    id: Type.Integer(),
    label: Type.String({ title: 'Label' }),
    hint: Type.String({ title: 'Ends with', description: 'The last four characters, to tell tokens apart' }),
    status: Type.Enum([TokenStatus.Active, TokenStatus.Disabled, TokenStatus.Expired], { title: 'Status' }),
    disabled: Type.Boolean({ title: 'Disabled' }),
    expirationDate: Type.Union([Day('Expires', 'The last day the token works (UTC)'), Type.Null()]),
    createdAt: DateTime('Created'),
    createdBy: Type.String({ title: 'Created By' }),
    lastUsedAt: Type.Union([DateTime('Last Used'), Type.Null()]),
  },
  { title: 'Token' },
);
export type ApiToken = Static<typeof ApiToken>;

/** Issuing answers the token with its secret: the one time the secret is ever shown. */
export const IssuedToken = Type.Object({ ...ApiToken.properties, token: Type.String() });
export type IssuedToken = Static<typeof IssuedToken>;

export const TokenCreate = Type.Object(
  {
    label: Type.String({ title: 'Label', minLength: 1, maxLength: 100, pattern: '\\S' }),
    expirationDate: Type.Optional(
      Day('Expiration Date', 'The last day the token works (UTC); none: it does not expire'),
    ),
  },
  { additionalProperties: false },
);
export type TokenCreate = Static<typeof TokenCreate>;

/** A change of expiration (null: never expires), of the disabled flag, or of the label. */
export const TokenUpdate = Type.Object(
  {
    label: Type.Optional(Type.String({ title: 'Label', minLength: 1, maxLength: 100, pattern: '\\S' })),
    expirationDate: Type.Optional(Type.Union([Day('Expiration Date', 'The new last day'), Type.Null()])),
    disabled: Type.Optional(Type.Boolean({ title: 'Disabled' })),
  },
  { additionalProperties: false },
);
export type TokenUpdate = Static<typeof TokenUpdate>;

export const TokenId = Id();

type Family = ReturnType<typeof defineFamily>;

/**
 * The four calls of a family's tokens under `base`: list and issue at `base`, change and delete at
 * `base/{tokenId}`. `params` are the base path's own parameters (an account id, say).
 */
export function tokenEndpoints<const O extends TObject | undefined = undefined>(
  family: Family,
  base: string,
  options: { params?: O; gate?: Gate; what?: string } = {},
) {
  type Own = O extends TObject<infer P> ? P : Record<never, never>;
  const what = options.what ?? 'tokens';
  const own = (options.params?.properties ?? {}) as Own;
  const byToken = Type.Object({ ...own, tokenId: TokenId });
  // Typed by whether the base path has parameters, so a caller's params are checked (an account id).
  const listed = (options.params ? { params: options.params } : {}) as O extends TObject
    ? { params: O }
    : Record<never, never>;
  const gate = options.gate ?? {};
  // Handing out a credential, or taking one away, is never everyday work (permissions.ts).
  const changes: Gate = { permission: Permission.ManageCredentials, ...gate };
  return {
    list: family.endpoint({
      method: 'GET',
      path: base,
      summary: `The ${what}, newest first (never their secrets)`,
      gate,
      ...listed,
      response: Type.Array(ApiToken),
    }),
    create: family.endpoint({
      method: 'POST',
      path: base,
      summary: `Issue one of the ${what}: the answer carries its secret, shown this once`,
      gate: changes,
      ...listed,
      body: TokenCreate,
      response: IssuedToken,
    }),
    update: family.endpoint({
      method: 'PUT',
      path: `${base}/{tokenId}`,
      summary: 'Change its expiration date, label, or disable or enable it',
      gate: changes,
      params: byToken,
      body: TokenUpdate,
      response: ApiToken,
    }),
    remove: family.endpoint({
      method: 'DELETE',
      path: `${base}/{tokenId}`,
      summary: 'Delete it: it is refused from then on',
      gate: changes,
      params: byToken,
      answer: 'none',
    }),
  };
}
