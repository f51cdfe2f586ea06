import { Type } from 'typebox';
import { defineFamily } from './kit/endpoint.ts';

/**
 * Calls the customer site makes to the console, machine to machine. They live outside /api on
 * purpose: no staff session and no anti-forgery token apply, the one-time token is the credential.
 */
export const customerSiteFamily = defineFamily('customer-site');

export const AutoLoginRedemption = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  /** The link's signature (HMAC over the token and its expiry): a link without it is refused. */
  sig: Type.String({ minLength: 1, maxLength: 200 }),
});

export const AutoLoginRedeemed = Type.Object({
  accountId: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
});

/** The one-time token of a registration e-mail's link (POST /customer-site/registration). */
export const RegistrationRedemption = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** The path of the registration link on the customer site; its `token` query is the credential. */
export const REGISTRATION_LINK_PATH = '/register';

export const customerSiteApi = {
  redeemAutoLogin: customerSiteFamily.endpoint({
    method: 'POST',
    path: '/customer-site/auto-login',
    summary: 'Redeem a one-time auto-login link: once, within 30 seconds; 401 otherwise',
    // Not in the console's OpenAPI document, which lists the gated staff API only.
    hidden: true,
    machine: true,
    body: AutoLoginRedemption,
    response: AutoLoginRedeemed,
  }),
  redeemRegistration: customerSiteFamily.endpoint({
    method: 'POST',
    path: '/customer-site/registration',
    summary: "Redeem a registration e-mail's one-time link: once, before it expires; 401 otherwise",
    hidden: true,
    machine: true,
    body: RegistrationRedemption,
    response: AutoLoginRedeemed,
  }),
};
