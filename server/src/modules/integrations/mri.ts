import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@console/contract/errors';
import {
  MRI_AUTHORIZATION_TTL_MINUTES,
  MRI_CALLBACK_PATH,
  type MriAuthorization,
  type MriAuthorizeStart,
} from '@console/contract/integrations/api';
import { recordChange, type Actor } from '../../audit/record.ts';
import type { Queryable } from '../../db/client.ts';
import { integrationSecrets, locationIntegrations } from './tables.ts';
import { locations } from '../../db/schema.ts';
import { mriGrants, mriPendingAuthorizations } from './mri-tables.ts';
import { AppError, conflict, notFound, validationError } from '../../http/errors.ts';
import { outboundRefusal } from '../../kit/partners/outbound.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { mriClientIdOf } from '../vsonline/customers.ts';
import { discoverPublicClient, isRefusal, oidc, refusalMessage } from './oidc.ts';
import { existing, type Services } from './service.ts';
import { findLocation, removeSecrets, storeSecrets, type IntegrationRow } from './store.ts';

/**
 * MRI's authorization (product-families §2 /oidc-mri-callback, §7 "Mri adds an authorization flow"):
 * the OpenID Connect authorization-code flow with PKCE (S256), state and nonce, through
 * openid-client, as a public client whose id is the customer's MRI client id
 * (PUT /api/VsOnlineCustomers/{id}/UpdateMRIClientID).
 *
 * 1. Authorize: staff on the location's MRI page ask for MRI's authorization URL; the server keeps
 *    the flow pending (the state's hash, the nonce, the PKCE verifier sealed), bound to the company
 *    and the user, for MRI_AUTHORIZATION_TTL_MINUTES.
 * 2. MRI signs the user in and sends the browser to /oidc-mri-callback?code&state, which posts that
 *    address as `redirectUri`. The pending flow is taken once (deleted whatever follows), the code is
 *    exchanged with the verifier, the ID token checked (issuer, audience, nonce), and the tokens kept
 *    as sealed integration secrets that no answer carries. A wrong, expired or used state is refused,
 *    and a replayed code with it; MRI refuses a replayed code on its own too.
 *
 * Design (the spec shows no payload): scope `openid offline_access` with prompt=consent, so MRI
 * grants a refresh token where it allows one; the MRI adapter sends the access token as a bearer.
 * Not built: refreshing the access token when it expires (staff authorize again; the page shows
 * when it expires).
 */

const MRI = { system: 'Mri' };
const SCOPE = 'openid offline_access';

const stateHashOf = (state: string) => createHash('sha256').update(state).digest('hex');
const verifierContext = (stateHash: string) => `mri-pending:${stateHash}`;

/**
 * A failure of MRI's authorization server while staff wait: 502 in the error shape. An address the
 * console does not call (kit/partners/outbound.ts) says so.
 */
function unreachable(error: unknown) {
  const refused = outboundRefusal(error);
  if (refused)
    return new AppError(
      502,
      ErrorCode.BadGateway,
      `MRI's authorization server was not called: ${refused.message}`,
    );
  return new AppError(
    502,
    ErrorCode.BadGateway,
    `MRI's authorization server did not answer: ${error instanceof Error ? error.message : String(error)}`,
  );
}

const redirectProblem = (message: string) => validationError({ redirectUri: [message] });

/**
 * The console's callback address: absolute, on the console's own origin (PUBLIC_URL), on
 * /oidc-mri-callback, without a query when starting. Another origin would have MRI send the
 * authorization code (and staff) to a host of the caller's choosing.
 */
function callbackAddress(value: string, publicOrigin: string, withQuery: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw redirectProblem('Redirect URI must be an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw redirectProblem('Redirect URI must start with http:// or https://');
  if (url.origin !== publicOrigin)
    throw redirectProblem(`Redirect URI must be on the console's own address, ${publicOrigin}`);
  if (url.pathname !== MRI_CALLBACK_PATH)
    throw redirectProblem(`Redirect URI must be the console's ${MRI_CALLBACK_PATH}`);
  if (!withQuery && (url.search || url.hash))
    throw redirectProblem('Redirect URI must not carry a query or a fragment');
  return url;
}

async function authorizationOf(
  db: Queryable,
  integration: IntegrationRow,
  locationGuid: string,
  clientId: string | null,
): Promise<MriAuthorization> {
  const [grant] = await db.select().from(mriGrants).where(eq(mriGrants.integrationId, integration.id));
  const tokens = await db
    .select({ name: integrationSecrets.name })
    .from(integrationSecrets)
    .where(eq(integrationSecrets.integrationId, integration.id));
  const held = new Set(tokens.map((row) => row.name));
  return {
    system: 'mri',
    locationGuid,
    clientId,
    authorized: Boolean(grant) && held.has('accessToken'),
    subject: grant?.subject ?? null,
    scope: grant?.scope ?? null,
    authorizedAt: grant?.authorizedAt.toISOString() ?? null,
    authorizedBy: grant?.authorizedBy ?? null,
    accessTokenExpiresAt: grant?.accessTokenExpiresAt?.toISOString() ?? null,
    hasRefreshToken: held.has('refreshToken'),
  };
}

/** The location's MRI integration (404 for another company's location, or one not connected). */
async function mriIntegration(services: Services, tenant: Tenant, guid: string) {
  const { location, integration } = await existing(services.db, tenant, { ...MRI, guid });
  return { location, integration, clientId: await mriClientIdOf(services.db, location.accountId) };
}

export async function getMriAuthorization(
  services: Services,
  tenant: Tenant,
  guid: string,
): Promise<MriAuthorization> {
  const { location, integration, clientId } = await mriIntegration(services, tenant, guid);
  return authorizationOf(services.db, integration, location.guid, clientId);
}

/** Step 1: MRI's authorization URL, the flow kept pending for the user who asked. */
export async function startMriAuthorization(
  services: Services,
  tenant: Tenant,
  userId: number,
  guid: string,
  redirectUri: string,
): Promise<MriAuthorizeStart> {
  const { integration, clientId } = await mriIntegration(services, tenant, guid);
  const callback = callbackAddress(redirectUri, services.publicOrigin, false);
  if (!clientId)
    throw conflict("The customer has no MRI client ID: set it in the customer's settings, then authorize");
  if (!integration.enabled) throw conflict('The integration is disabled: enable it to authorize');
  const issuer = integration.credentials.issuerUrl ?? '';
  let config: oidc.Configuration;
  try {
    config = await discoverPublicClient(issuer, clientId, services.outbound);
  } catch (error) {
    throw unreachable(error);
  }
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const stateHash = stateHashOf(state);
  await services.db.transaction(async (tx) => {
    // Flows never finished are swept as new ones start.
    await tx.delete(mriPendingAuthorizations).where(lt(mriPendingAuthorizations.expiresAt, sql`now()`));
    await tx.insert(mriPendingAuthorizations).values({
      companyId: tenant.companyId,
      integrationId: integration.id,
      userId,
      stateHash,
      nonce,
      codeVerifierSealed: services.secrets.seal(verifier, verifierContext(stateHash)),
      redirectUri: callback.href,
      clientId,
      expiresAt: sql`now() + make_interval(mins => ${MRI_AUTHORIZATION_TTL_MINUTES})`,
    });
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callback.href,
    scope: SCOPE,
    prompt: 'consent',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl: url.href };
}

/** Step 2, from /oidc-mri-callback: the code exchanged, the tokens sealed, the grant recorded. */
export async function finishMriAuthorization(
  services: Services,
  tenant: Tenant,
  userId: number,
  actor: Actor,
  redirectUri: string,
): Promise<MriAuthorization> {
  const current = callbackAddress(redirectUri, services.publicOrigin, true);
  const state = current.searchParams.get('state');
  if (!state) throw redirectProblem('The callback carries no state: start the authorization again');
  const stateHash = stateHashOf(state);
  // Taken once: a second callback with the same state (a replay) finds nothing. Only the user who
  // started the flow, in the same company, can take it.
  const [pending] = await services.db
    .delete(mriPendingAuthorizations)
    .where(
      and(
        eq(mriPendingAuthorizations.stateHash, stateHash),
        eq(mriPendingAuthorizations.companyId, tenant.companyId),
        eq(mriPendingAuthorizations.userId, userId),
      ),
    )
    .returning();
  if (!pending || pending.expiresAt.getTime() < Date.now())
    throw redirectProblem(
      'This authorization is unknown, expired or already used: start it again from the MRI integration page',
    );
  if (`${current.origin}${current.pathname}` !== pending.redirectUri)
    throw redirectProblem('The callback address is not the one the authorization was started with');
  const refused = current.searchParams.get('error');
  if (refused)
    throw redirectProblem(
      `MRI refused the authorization: ${current.searchParams.get('error_description') ?? refused}`,
    );

  const [integration] = await services.db
    .select()
    .from(locationIntegrations)
    .where(eq(locationIntegrations.id, pending.integrationId));
  if (!integration) throw notFound('The MRI integration of this location');
  const [location] = await services.db
    .select({ guid: locations.guid })
    .from(locations)
    .where(eq(locations.id, integration.locationId));
  if (!location) throw notFound('The location');
  // Still the tenant's (404 otherwise), as every call checks.
  await findLocation(services.db, tenant, location.guid);

  let config: oidc.Configuration;
  try {
    config = await discoverPublicClient(
      integration.credentials.issuerUrl ?? '',
      pending.clientId,
      services.outbound,
    );
  } catch (error) {
    throw unreachable(error);
  }
  const verifier = services.secrets.open(pending.codeVerifierSealed, verifierContext(stateHash));
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    // openid-client wraps what its fetch throws; a refused address is not MRI's refusal.
    if (isRefusal(error) && !outboundRefusal(error))
      throw redirectProblem(`MRI refused the authorization: ${refusalMessage(error)}`);
    throw unreachable(error);
  }
  const subject = tokens.claims()?.sub ?? '';
  const expiresIn = tokens.expiresIn();
  const expiresAt = expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000);
  await services.db.transaction(async (tx) => {
    await storeSecrets(tx, services.secrets, integration.id, {
      accessToken: tokens.access_token,
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    });
    if (!tokens.refresh_token) await removeSecrets(tx, integration.id, ['refreshToken']);
    const grant = {
      subject,
      scope: tokens.scope ?? null,
      authorizedAt: new Date(),
      authorizedBy: actor.name,
      accessTokenExpiresAt: expiresAt,
    };
    await tx
      .insert(mriGrants)
      .values({ integrationId: integration.id, ...grant })
      .onConflictDoUpdate({ target: mriGrants.integrationId, set: grant });
    await recordChange(tx, actor, {
      action: 'integration.mri.authorize',
      entityId: integration.id,
      changes: {
        subject: { to: subject },
        scope: { to: grant.scope },
        // That tokens were obtained, never their values.
        accessToken: { to: '(set)' },
        ...(tokens.refresh_token ? { refreshToken: { to: '(set)' } } : {}),
      },
    });
  });
  return authorizationOf(services.db, integration, location.guid, pending.clientId);
}

/** Forgets the location's MRI tokens and grant; its settings stay, so staff can authorize again. */
export async function revokeMriAuthorization(
  services: Services,
  tenant: Tenant,
  actor: Actor,
  guid: string,
): Promise<MriAuthorization> {
  const { location, integration, clientId } = await mriIntegration(services, tenant, guid);
  await services.db.transaction(async (tx) => {
    const removed = await tx.delete(mriGrants).where(eq(mriGrants.integrationId, integration.id)).returning();
    await removeSecrets(tx, integration.id, ['accessToken', 'refreshToken']);
    if (removed.length)
      await recordChange(tx, actor, {
        action: 'integration.mri.revoke',
        entityId: integration.id,
        changes: { subject: { from: removed[0]?.subject ?? null }, accessToken: { from: '(set)' } },
      });
  });
  return authorizationOf(services.db, integration, location.guid, clientId);
}
