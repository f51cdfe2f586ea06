import { Type, type Static } from 'typebox';
import { sessionFamily } from './gates.ts';

/**
 * The signed-in user's own two-step sign-in (docs/security.md, "Two-step sign-in"): an authenticator app's
 * codes (TOTP, RFC 6238) and ten recovery codes. Every call is the user's own: read-only staff may
 * make them too (they change no customer data), and a user the console requires a second factor of
 * may make them before having one.
 */

/** The 6 digits an authenticator shows, or a recovery code where the call takes one. */
const Code = Type.String({ minLength: 1, maxLength: 32, title: 'Code' });

export const SecondFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** Whether the console requires a second factor of this user (STAFF_TWO_FACTOR). */
  required: Type.Boolean(),
  /** Recovery codes not yet used. */
  recoveryCodesLeft: Type.Integer(),
});
export type SecondFactorStatus = Static<typeof SecondFactorStatus>;

/**
 * A new authenticator secret, not yet the user's: `secret` (base32) to type into the app, `uri`
 * (otpauth://) to show as a QR code, and `enrolment`, the server's sealed copy, valid 15 minutes,
 * to send back with the first code.
 */
export const SecondFactorEnrolment = Type.Object({
  secret: Type.String(),
  uri: Type.String(),
  enrolment: Type.String(),
});
export type SecondFactorEnrolment = Static<typeof SecondFactorEnrolment>;

export const ConfirmSecondFactor = Type.Object({
  enrolment: Type.String({ minLength: 1, maxLength: 1000 }),
  code: Code,
});
export type ConfirmSecondFactor = Static<typeof ConfirmSecondFactor>;

/** A current code from the authenticator, or an unused recovery code (then spent). */
export const SecondFactorCode = Type.Object({ code: Code });
export type SecondFactorCode = Static<typeof SecondFactorCode>;

/** Ten one-time codes for a lost authenticator: shown this once, kept only as their hashes. */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

const SECOND_FACTOR = '/api/user/SecondFactor';
/** Choosing one's own second factor changes no customer data, and is open before having one. */
const OWN = { writes: false, beforeSecondFactor: true } as const;

export const secondFactorApi = {
  status: sessionFamily.endpoint({
    method: 'GET',
    path: SECOND_FACTOR,
    summary: "The signed-in user's two-step sign-in: on or off, required or not, recovery codes left",
    gate: { beforeSecondFactor: true },
    response: SecondFactorStatus,
  }),
  start: sessionFamily.endpoint({
    method: 'POST',
    path: `${SECOND_FACTOR}/Enrolment`,
    summary: 'A new authenticator secret to enrol; nothing is kept until a first code confirms it',
    gate: OWN,
    response: SecondFactorEnrolment,
  }),
  confirm: sessionFamily.endpoint({
    method: 'POST',
    path: `${SECOND_FACTOR}/Enrolment/Confirmation`,
    summary: "Turn two-step sign-in on with the new secret's first code; answers the recovery codes once",
    gate: OWN,
    body: ConfirmSecondFactor,
    response: RecoveryCodes,
  }),
  disable: sessionFamily.endpoint({
    method: 'POST',
    path: `${SECOND_FACTOR}/Disable`,
    summary: 'Turn two-step sign-in off, with a current code or a recovery code',
    gate: { writes: false },
    body: SecondFactorCode,
    answer: 'none',
  }),
  regenerateRecoveryCodes: sessionFamily.endpoint({
    method: 'POST',
    path: `${SECOND_FACTOR}/RecoveryCodes`,
    summary:
      'Ten new recovery codes in place of the old ones, with a current or a recovery code; answers them once',
    gate: { writes: false },
    body: SecondFactorCode,
    response: RecoveryCodes,
  }),
};
