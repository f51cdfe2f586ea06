import { passwordProblems } from '@console/contract/password';
import { isUniqueViolation } from '../db/errors.ts';
import { validationError } from '../http/errors.ts';

/*
 * The rules an account's user (accounts/users.ts) and a staff user (settings-users/service.ts)
 * share: one login namespace each, with the same words for a taken login, the same trimming of the
 * fields a person types, the same password policy, and the same record of a password in the audit.
 */

/** The refusal of a login another user holds (a field error on userName, the dialogs' Login). */
export const LOGIN_TAKEN = 'Login is already taken';

/** What every user (an account's, a staff member) has of the person, as a form sends it. */
export interface PersonFields {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  comments?: string;
}

/**
 * The person's text fields trimmed: a login of "  ann " is "ann". Blank required text and a
 * malformed e-mail never get here: the contract's schema refuses them, worded as the dialog words them.
 */
export function trimmedPerson<T extends PersonFields>(input: T): T {
  return {
    ...input,
    userName: input.userName.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phone: input.phone?.trim(),
    comments: input.comments?.trim(),
  };
}

/**
 * The person's columns as written: what the form sent; of the optional fields, what the user had
 * when the form left them out (`before`), or nothing for a new user.
 */
export function personColumns(input: PersonFields, before?: { phone: string; comments: string }) {
  return {
    userName: input.userName,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? before?.phone ?? '',
    comments: input.comments ?? before?.comments ?? '',
  };
}

/**
 * Runs a write of users with the unique login index as the one judge of duplicates: a login taken
 * by a concurrent write (after the caller's own check passed) is the same 400 on userName.
 */
export async function withUniqueLogin<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ userName: [LOGIN_TAKEN] });
    throw error;
  }
}

/** The password policy's refusals of a password sent (console-core's rules); none when none was sent. */
export function passwordFieldProblems(password: string | undefined): Record<string, string[]> {
  if (password === undefined) return {};
  const broken = passwordProblems(password);
  return broken.length ? { password: broken } : {};
}

/** What the audit log records of a user: its fields, and of the password only that it changed. */
export function auditedUser(
  fields: Record<string, unknown>,
  passwordChanged: boolean,
): Record<string, unknown> {
  return passwordChanged ? { ...fields, password: 'changed' } : fields;
}
