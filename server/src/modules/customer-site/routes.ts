import { customerSiteApi } from '@console/contract/customer-site/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { bearerToken } from '../../kit/tokens.ts';
import { redeemAutoLogin } from '../accounts/auto-login.ts';
import { redeemRegistration } from '../vsonline/registration.ts';
import { customerSiteSessionOf } from './sessions.ts';

export const AUTO_LOGIN_REDEEM_PATH = customerSiteApi.redeemAutoLogin.path;

/**
 * Calls the customer site makes to the console, machine to machine (`machine: true`): no gate,
 * since the gate hook checks anti-forgery on every unsafe call of a route that declares one,
 * public or not, which a server-to-server call cannot pass. The one-time token, or the session token
 * a redemption answered, is the credential.
 */
export function customerSiteRoutes(routes: FamilyRoutes): void {
  const { secret } = routes.ctx.config;
  routes.add(customerSiteApi.redeemAutoLogin, ({ db, body, request }) =>
    redeemAutoLogin(db, secret, body, request.id),
  );
  routes.add(customerSiteApi.redeemRegistration, ({ db, body, request }) =>
    redeemRegistration(db, body.token, request.id),
  );
  routes.add(customerSiteApi.session, ({ db, request }) =>
    customerSiteSessionOf(db, bearerToken(request.headers.authorization)),
  );
}
