import { Type, type Static } from 'typebox';
import { defineFamily } from '../kit/endpoint.ts';
import { DateTime } from '../kit/dates.ts';

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

/** How long a customer-site session lasts after a link opened it. */
export const CUSTOMER_SITE_SESSION_HOURS = 12;

/**
 * Who a redeemed link signs in, and the session it opened: the site sends the session token as a
 * bearer token to GET /customer-site/session to learn whether it still holds (locking the user in
 * the console ends it).
 */
export const AutoLoginRedeemed = Type.Object({
  accountId: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  sessionToken: Type.String(),
  sessionExpiresAt: DateTime(),
});
export type AutoLoginRedeemed = Static<typeof AutoLoginRedeemed>;

/** GET /customer-site/session: the user of a live session. */
export const CustomerSiteSession = Type.Object({
  accountId: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  expiresAt: DateTime(),
});
export type CustomerSiteSession = Static<typeof CustomerSiteSession>;

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
  session: customerSiteFamily.endpoint({
    method: 'GET',
    path: '/customer-site/session',
    summary: 'The user of a customer-site session (Authorization: Bearer <sessionToken>); 401 once it ended',
    hidden: true,
    machine: true,
    response: CustomerSiteSession,
  }),
};
