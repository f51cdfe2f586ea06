import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type {
  RecoveryCodes,
  SecondFactorEnrolment,
  SecondFactorStatus,
} from '@console/contract/session/second-factor';
import type { Db, Queryable } from '../../db/client.ts';
import { sessions, staffRecoveryCodes, staffUsers } from '../../db/schema.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import { conflict, TooManyRequests, validationError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import { SecretError, type PartnerSecrets } from '../../kit/secrets.ts';
import type { RateCounter } from '../../security/rate-counter.ts';
import { hashToken } from '../../security/tokens.ts';
import { newRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes.ts';
import { isAuthenticatorCode, matchingStep, newTotpSecret, totpUri } from './totp.ts';
import { tryAgainIn } from './waits.ts';

/**
 * Two-step sign-in (docs/security.md, "Two-step sign-in"): a staff user's authenticator secret, sealed like a
 * partner secret since a code is checked against it (kit/secrets.ts), its last accepted time step
 * (a code is good once), and ten recovery codes kept as their SHA-256 (one use each).
 *
 * Wrong codes are throttled per user in the database (RateCounter, shared by every instance): after
 * 5 within 15 minutes, codes are refused for 15 minutes, so even with the password a guesser tries
 * 5 of the million codes a quarter of an hour (the right ones are 3: the step and each neighbour).
 * The allowance is reserved before a code is checked, so concurrent guesses get no more.
 */

/** What the code checks need: the database, the key ring, and the shared counters. */
export interface SecondFactorDeps {
  db: Db;
  secrets: PartnerSecrets;
  rates: RateCounter;
}

const CODE_FAILURES = 5;
const CODE_LOCK_MS = 15 * 60_000;
/** How long a started enrolment's secret may wait for its first code. */
const ENROLMENT_MS = 15 * 60_000;

export const WRONG_CODE = 'The code is not right, or was used already.';
const ALREADY_ON = 'Two-step sign-in is already on.';
const NOT_ON = 'Two-step sign-in is off.';
const ENROLMENT_EXPIRED = 'This enrolment has expired: start again.';

const secretContext = (userId: number) => `staff:${userId}:totp`;
const enrolmentContext = (userId: number) => `staff:${userId}:totp-enrolment`;

/** A code check's outcome: which kind of code was right, a wrong one, or too many wrong ones. */
type CodeCheck =
  { ok: 'authenticator' | 'recovery' } | { ok: false } | { throttled: true; retryAfterMs: number };

/** Runs a code check within the user's allowance of wrong codes; a right code clears the count. */
async function throttled(
  rates: RateCounter,
  userId: number,
  check: () => Promise<'authenticator' | 'recovery' | null>,
): Promise<CodeCheck> {
  const key = `secondFactor:${userId}`;
  const take = await rates.take([
    { key, limit: CODE_FAILURES, windowMs: CODE_LOCK_MS, lockMs: CODE_LOCK_MS },
  ]);
  if (!take.allowed) return { throttled: true, retryAfterMs: take.retryAfterMs };
  const ok = await check();
  if (!ok) return { ok: false };
  await rates.clear(key);
  return { ok };
}

/**
 * Accepts an authenticator's code for its time step once: the step is kept by a conditional update,
 * which of two requests with the same code only one can make.
 */
async function acceptStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const kept = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, userId),
        isNotNull(staffUsers.totpEnabledAt),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return kept.length > 0;
}

/** Spends an unused recovery code: one conditional update, so a code is spent once. */
async function spendRecoveryCode(db: Queryable, userId: number, code: string): Promise<boolean> {
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: staffRecoveryCodes.userId });
  return spent.length > 0;
}

/**
 * The user's authenticator secret. One whose key was taken out of PARTNER_SECRETS_KEYS cannot be
 * opened: that is said (409), not taken for a wrong code, so the user is not locked out for it.
 */
function openSecret(secrets: PartnerSecrets, sealed: string, userId: number): string {
  try {
    return secrets.open(sealed, secretContext(userId));
  } catch (error) {
    if (!(error instanceof SecretError)) throw error;
    throw conflict(
      'Your authenticator can no longer be checked: use a recovery code, or ask an Admin to reset your two-step sign-in',
    );
  }
}

/**
 * A secret sealed under an older key is sealed again under the first one once it was used
 * (docs/security.md, "Rotating the key").
 */
async function resealSecret(db: Queryable, secrets: PartnerSecrets, userId: number, sealed: string) {
  if (!secrets.isStale(sealed)) return;
  await db
    .update(staffUsers)
    .set({ totpSecret: secrets.reseal(sealed, secretContext(userId)) })
    .where(and(eq(staffUsers.id, userId), eq(staffUsers.totpSecret, sealed)));
}

/**
 * Checks a user's code: an authenticator's for the current step or a neighbour not used before, or
 * an unused recovery code (then spent). A user without a second factor has no right code.
 */
export function checkCode({ db, secrets, rates }: SecondFactorDeps, userId: number, code: string) {
  return throttled(rates, userId, async () => {
    const [user] = await db
      .select({ secret: staffUsers.totpSecret })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, userId), isNotNull(staffUsers.totpEnabledAt)));
    if (!user?.secret) return null;
    if (isAuthenticatorCode(code)) {
      const step = await matchingStep(openSecret(secrets, user.secret, userId), code, Date.now());
      if (step === null || !(await acceptStep(db, userId, step))) return null;
      await resealSecret(db, secrets, userId, user.secret);
      return 'authenticator';
    }
    return (await spendRecoveryCode(db, userId, code)) ? 'recovery' : null;
  });
}

/** A refused code as a form shows it, under its field. */
const wrongCode = () => validationError({ code: [WRONG_CODE] });

/** 429 for too many wrong codes, with its Retry-After. */
export const tooManyCodes = (retryAfterMs: number) =>
  new TooManyRequests(`Too many wrong codes. ${tryAgainIn(retryAfterMs)}`, retryAfterMs);

async function recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function secondFactorStatus(
  db: Queryable,
  staff: StaffPrincipal,
  required: boolean,
): Promise<SecondFactorStatus> {
  return {
    enabled: staff.secondFactorEnabled,
    required,
    recoveryCodesLeft: staff.secondFactorEnabled ? await recoveryCodesLeft(db, staff.id) : 0,
  };
}

/**
 * A new secret for the user's authenticator. Nothing is stored: the answer carries the secret
 * sealed with its issue time (`enrolment`), which the confirmation opens; so an abandoned
 * enrolment leaves nothing behind, and the secret kept is only ever one the user has proven.
 */
export function startEnrolment(
  secrets: PartnerSecrets,
  staff: StaffPrincipal,
  issuer: string,
): SecondFactorEnrolment {
  if (staff.secondFactorEnabled) throw conflict(ALREADY_ON);
  const secret = newTotpSecret();
  return {
    secret,
    uri: totpUri(issuer, staff.userName, secret),
    enrolment: secrets.seal(`${Date.now()}:${secret}`, enrolmentContext(staff.id)),
  };
}

/** The secret of a started enrolment still within its time, or a 400 on the enrolment. */
function openEnrolment(secrets: PartnerSecrets, userId: number, enrolment: string): string {
  let opened: string;
  try {
    opened = secrets.open(enrolment, enrolmentContext(userId));
  } catch (error) {
    if (error instanceof SecretError) throw validationError({ enrolment: [ENROLMENT_EXPIRED] });
    throw error;
  }
  const colon = opened.indexOf(':');
  if (Date.now() - Number(opened.slice(0, colon)) > ENROLMENT_MS) {
    throw validationError({ enrolment: [ENROLMENT_EXPIRED] });
  }
  return opened.slice(colon + 1);
}

/** Replaces a user's recovery codes with ten new ones, answered this once. */
async function replaceRecoveryCodes(tx: Queryable, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/**
 * Turns two-step sign-in on with the enrolment's secret, once its first code is right: the secret
 * sealed, the code's step kept (it is used), ten recovery codes answered once.
 */
export async function confirmEnrolment(
  { db, secrets, rates }: SecondFactorDeps,
  staff: StaffPrincipal,
  actor: Actor,
  input: { enrolment: string; code: string },
): Promise<RecoveryCodes> {
  if (staff.secondFactorEnabled) throw conflict(ALREADY_ON);
  const secret = openEnrolment(secrets, staff.id, input.enrolment);
  let step: number | null = null;
  const check = await throttled(rates, staff.id, async () => {
    step = await matchingStep(secret, input.code, Date.now());
    return step === null ? null : 'authenticator';
  });
  if (!('ok' in check)) throw tooManyCodes(check.retryAfterMs);
  if (!check.ok || step === null) throw wrongCode();
  const lastStep: number = step;
  return db.transaction(async (tx) => {
    const enabled = await tx
      .update(staffUsers)
      .set({
        totpSecret: secrets.seal(secret, secretContext(staff.id)),
        totpEnabledAt: new Date(),
        totpLastStep: lastStep,
        updatedAt: new Date(),
      })
      .where(and(eq(staffUsers.id, staff.id), isNull(staffUsers.totpEnabledAt)))
      .returning({ id: staffUsers.id });
    if (enabled.length === 0) throw conflict(ALREADY_ON);
    const recoveryCodes = await replaceRecoveryCodes(tx, staff.id);
    await recordChange(tx, actor, {
      action: 'secondFactor.enable',
      entityId: staff.id,
      changes: { secondFactor: { from: false, to: true }, recoveryCodesLeft: { to: RECOVERY_CODE_COUNT } },
    });
    return { recoveryCodes };
  });
}

/** Checks the user's own code before a change to their second factor: 400 when wrong, 429 when too many. */
async function requireCode(deps: SecondFactorDeps, staff: StaffPrincipal, code: string): Promise<void> {
  if (!staff.secondFactorEnabled) throw conflict(NOT_ON);
  const check = await checkCode(deps, staff.id, code);
  if (!('ok' in check)) throw tooManyCodes(check.retryAfterMs);
  if (!check.ok) throw wrongCode();
}

/**
 * Removes a user's second factor: secret, last step and recovery codes. Answers whether it was on.
 * Call it inside the transaction that records why (the user's own choice, an Admin's reset).
 */
export async function removeSecondFactor(tx: Queryable, userId: number): Promise<boolean> {
  const removed = await tx
    .update(staffUsers)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(and(eq(staffUsers.id, userId), isNotNull(staffUsers.totpEnabledAt)))
    .returning({ id: staffUsers.id });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  return removed.length > 0;
}

/** Turns the user's own two-step sign-in off, with a current code or a recovery code. */
export async function disableSecondFactor(
  deps: SecondFactorDeps,
  staff: StaffPrincipal,
  actor: Actor,
  code: string,
): Promise<void> {
  await requireCode(deps, staff, code);
  await deps.db.transaction(async (tx) => {
    await removeSecondFactor(tx, staff.id);
    await recordChange(tx, actor, {
      action: 'secondFactor.disable',
      entityId: staff.id,
      changes: { secondFactor: { from: true, to: false } },
    });
  });
}

/**
 * Ten new recovery codes in place of the user's old ones, with a current code: the authenticator's
 * or one of the recovery codes (a user down to their last codes may have lost the phone). The
 * audit counts the codes left before this request, the one it spent included.
 */
export async function regenerateRecoveryCodes(
  deps: SecondFactorDeps,
  staff: StaffPrincipal,
  actor: Actor,
  code: string,
): Promise<RecoveryCodes> {
  const before = await recoveryCodesLeft(deps.db, staff.id);
  await requireCode(deps, staff, code);
  return deps.db.transaction(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, staff.id);
    await recordChange(tx, actor, {
      action: 'secondFactor.recoveryCodes',
      entityId: staff.id,
      changes: { recoveryCodesLeft: { from: before, to: RECOVERY_CODE_COUNT } },
    });
    return { recoveryCodes };
  });
}

/** A sign-in whose password was right and whose code is still owed, as the code page reads it. */
export interface PendingSignIn {
  userId: number;
  tokenHash: string;
}

/**
 * The pending sign-in behind a session cookie: awaiting its second factor, not expired, its user
 * active and still with a second factor. resolveSession never answers such a session.
 */
export async function pendingSignIn(db: Queryable, token: string): Promise<PendingSignIn | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.awaitingSecondFactor, true),
        gt(sessions.expiresAt, new Date()),
        eq(staffUsers.active, true),
        isNotNull(staffUsers.totpEnabledAt),
      ),
    );
  return row ? { userId: row.userId, tokenHash } : null;
}

/** Opens a pending sign-in's session once its code was right, for the session's full lifetime. */
export async function finishSignIn(
  db: Queryable,
  pending: PendingSignIn,
  sessionHours: number,
): Promise<boolean> {
  const opened = await db
    .update(sessions)
    .set({ awaitingSecondFactor: false, expiresAt: new Date(Date.now() + sessionHours * 3_600_000) })
    .where(and(eq(sessions.tokenHash, pending.tokenHash), eq(sessions.awaitingSecondFactor, true)))
    .returning({ userId: sessions.userId });
  return opened.length > 0;
}

/** Records a sign-in that spent a recovery code: the user may want to know, and an Admin too. */
export async function recordRecoveryCodeSignIn(db: Queryable, actor: Actor, userId: number): Promise<void> {
  const left = await recoveryCodesLeft(db, userId);
  await recordChange(db, actor, {
    action: 'secondFactor.recoveryCodeSignIn',
    entityId: userId,
    changes: { recoveryCodesLeft: { from: left + 1, to: left } },
  });
}
