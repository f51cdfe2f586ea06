import * as oidc from 'openid-client';
import { PARTNER_TIMEOUT_MS } from '../../kit/partners/http.ts';
import type { OutboundPolicy } from '../../kit/partners/outbound.ts';

/**
 * The OpenID Connect client side of a partner's authorization flow (MRI), through openid-client:
 * discovery, within the partners' timeout. An issuer must be https; plain http is accepted only on
 * loopback (a provider on this machine: tests, a developer's), never across a network. Every
 * request (discovery, token, keys: wherever the provider's metadata points) goes through the
 * outbound policy, as partner calls do: loopback itself only when OUTBOUND_ALLOWED_HOSTS names it.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const isLoopback = (url: URL) => LOOPBACK.has(url.hostname) || url.hostname.startsWith('127.');

/** What is wrong with an issuer URL, in words for the form; undefined when it is fine. */
export function issuerUrlProblem(value: string, title: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${title} must be an absolute URL, such as https://auth.partner.example`;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))) {
    if (url.username || url.password || url.search || url.hash)
      return `${title} must not carry a user, a query or a fragment`;
    return undefined;
  }
  return `${title} must start with https:// (http:// only on this machine)`;
}

/** The provider's configuration for a public client (PKCE, no client secret), found by discovery. */
export async function discoverPublicClient(
  issuerUrl: string,
  clientId: string,
  outbound: OutboundPolicy,
): Promise<oidc.Configuration> {
  const issuer = new URL(issuerUrl);
  return oidc.discovery(issuer, clientId, undefined, oidc.None(), {
    // Kept by the configuration for its later requests (the token exchange, the provider's keys).
    [oidc.customFetch]: outbound.fetch,
    execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
    timeout: PARTNER_TIMEOUT_MS / 1000,
  });
}

/** Whether an error is the provider's refusal (an OAuth error answer, a failed check), not a network failure. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof oidc.ResponseBodyError ||
  error instanceof oidc.AuthorizationResponseError ||
  error instanceof oidc.ClientError;

/** The provider's words for a refusal: its error_description, or the check that failed. */
export function refusalMessage(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError)
    return error.error_description ?? error.error;
  return error instanceof Error ? error.message : String(error);
}

export { oidc };
