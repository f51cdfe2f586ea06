import type { AutoLoginRedeemed } from '@console/contract/customer-site/api';
import { REGISTRATION_LINK_PATH } from '@console/contract/customer-site/api';
import { ErrorCode } from '@console/contract/errors';
import { REGISTRATION_USER_LOCKED, type RegistrationEmailSent } from '@console/contract/vsonline/api';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { getAccountUser } from '../accounts/users.ts';
import { issueLink, redeemLink } from '../customer-site/one-time-links.ts';
import { findOnlineCustomer } from './scope.ts';

/**
 * The registration e-mail of an online customer's user (product-families §4: "A registration e-mail
 * can be resent"): a link to the customer site carrying a random token, of which only the SHA-256 is
 * kept. It works once, within REGISTRATION_LINK_DAYS; sending a new one ends the earlier ones, so
 * only the latest e-mail's link works. The customer site redeems it (POST /customer-site/registration)
 * and gets a session for the user.
 */

/** A week: long enough for a new user to find the e-mail, short enough that an old inbox is no key. */
export const REGISTRATION_LINK_DAYS = 7;

export const REGISTRATION_SUBJECT = 'Complete your registration';
export const MAIL_FAILED = 'The registration e-mail could not be sent; try again later';
const INVALID_LINK = 'The registration link is not valid, was already used or has expired';

export interface RegistrationSite {
  customerSiteUrl: string;
  mailer: Mailer;
}

function registrationMessage(to: string, firstName: string, customerName: string, link: string) {
  return {
    to,
    subject: REGISTRATION_SUBJECT,
    text: [
      `Hello ${firstName},`,
      '',
      `You have been given access to ${customerName}. Open this link to complete your registration:`,
      '',
      link,
      '',
      `The link works once and expires in ${REGISTRATION_LINK_DAYS} days.`,
    ].join('\n'),
  };
}

/**
 * Issues a new link and e-mails it. The message is sent inside the transaction that stores the
 * token: when the mail server refuses it, nothing is written and the earlier link still works.
 */
export async function resendRegistrationEmail(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  site: RegistrationSite,
  accountId: number,
  userId: number,
  now = new Date(),
): Promise<RegistrationEmailSent> {
  const { account } = await findOnlineCustomer(db, tenant, accountId);
  const user = await getAccountUser(db, tenant, account.id, userId);
  if (!user.active) throw new AppError(400, ErrorCode.ValidationError, REGISTRATION_USER_LOCKED);
  const expiresAt = new Date(now.getTime() + REGISTRATION_LINK_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    const token = await issueLink(tx, {
      purpose: 'registration',
      accountUserId: user.id,
      createdBy: actor.id,
      expiresAt,
      replace: 'all',
      now,
    });
    const link = `${site.customerSiteUrl}${REGISTRATION_LINK_PATH}?${new URLSearchParams({ token })}`;
    await recordChange(tx, actor, {
      action: 'accountUser.registrationEmail',
      entityId: user.id,
      changes: { sentTo: { to: user.email }, expiresAt: { to: expiresAt.toISOString() } },
    });
    try {
      await site.mailer.send(registrationMessage(user.email, user.firstName, account.name, link));
    } catch (error) {
      // The cause stays with the error for the log; the caller is told only that it failed.
      throw Object.assign(new AppError(503, ErrorCode.ServiceUnavailable, MAIL_FAILED), { cause: error });
    }
  });
  return { sentTo: user.email };
}

/** Redeems a link for the customer site (customer-site/one-time-links.ts): once, unexpired, for an active user. */
export async function redeemRegistration(
  db: Db,
  token: string,
  requestId: string,
  now = new Date(),
): Promise<AutoLoginRedeemed> {
  return db.transaction((tx) =>
    redeemLink(tx, {
      purpose: 'registration',
      token,
      action: 'accountUser.registration.redeem',
      invalid: INVALID_LINK,
      requestId,
      now,
    }),
  );
}
