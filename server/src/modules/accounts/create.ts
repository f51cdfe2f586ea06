import type { AccountCreate, AccountCreateResponse } from '@console/contract/accounts/api';
import { AccountCreate as AccountCreateSchema } from '@console/contract/accounts/api';
import { holdsAnyRole, Role } from '@console/contract/gates';
import { passwordProblems } from '@console/contract/password';
import type { Db } from '../../db/client.ts';
import { accountFeatures, customerAccounts } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import { assertEditableFields } from '../../metadata/editable.ts';
import { adminUsers } from '../books/service.ts';
import { loadCompanyProfile } from '../../platform/companies/service.ts';
import { defaultCustomerFeatures } from '../default-features/service.ts';
import { insertAccountUser, isLoginTaken } from './users.ts';
import { provisionProducts, withPerpetualTrial } from './provisioning.ts';
import { recomputeAccountIssues } from './issues-store.ts';
import type { Tenant } from '../../platform/tenant.ts';

const REQUIRED: [keyof AccountCreate, string][] = [
  ['customerName', 'Account Name is required'],
  ['firstName', 'First Name is required'],
  ['lastName', 'Last Name is required'],
  ['userName', 'Login is required'],
  ['email', 'Email is required'],
];

/** The rules the schema cannot say: blank names, the Admin-only Assigned To, the password policy, unique logins. */
async function validate(db: Db, staff: StaffPrincipal, tenant: Tenant, input: AccountCreate) {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of REQUIRED) {
    if (typeof input[field] !== 'string' || !(input[field] as string).trim()) errors[field] = [message];
  }
  const isAdmin = holdsAnyRole(staff.roles, [Role.Admin]);
  if (isAdmin && input.assignedTo === undefined) errors.assignedTo = ['Assigned To is required'];
  if (isAdmin && input.assignedTo !== undefined) {
    const admins = await adminUsers(db, tenant.companyId);
    if (!admins.some((a) => a.id === input.assignedTo))
      errors.assignedTo = ['Assigned To must be an admin of the company'];
  }
  if (input.password) {
    const problems = passwordProblems(input.password);
    if (problems.length) errors.password = problems;
  }
  if (!errors.userName && (await isLoginTaken(db, input.userName.trim())))
    errors.userName = ['Login is already taken'];
  if (Object.keys(errors).length) throw validationError(errors);
}

/**
 * Creates an account with its first user and the company's default customer features in one
 * transaction, then provisions each chosen product on its own (provisioning.ts): the account is
 * kept whatever a product answers.
 */
export async function createAccount(
  db: Db,
  staff: StaffPrincipal,
  actor: Actor,
  tenant: Tenant,
  input: AccountCreate,
): Promise<AccountCreateResponse> {
  // Only Admins set Assigned To; the server refuses it from anyone else (editableForRoles).
  assertEditableFields(AccountCreateSchema, input, staff.roles);
  await validate(db, staff, tenant, input);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();

  const accountId = await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(customerAccounts)
      .values({
        companyId: tenant.companyId,
        isTest: tenant.testMode,
        name: input.customerName.trim(),
        contactName: `${firstName} ${lastName}`,
        assignedTo: input.assignedTo ?? null,
        comments: input.comments?.trim() ?? '',
        ...(input.timeZoneId ? { timeZoneId: input.timeZoneId } : {}),
        ...(input.dayEnds !== undefined ? { dayEnds: input.dayEnds } : {}),
        ...(input.isDaylightsavingTime !== undefined
          ? { isDaylightSavingTime: input.isDaylightsavingTime }
          : {}),
      })
      .returning({ id: customerAccounts.id });
    if (!account) throw new Error('account insert returned nothing');
    await insertAccountUser(tx, account.id, {
      userName: input.userName.trim(),
      firstName,
      lastName,
      email: input.email.trim(),
      phone: input.phone?.trim() ?? '',
      password: input.password || undefined,
      admin: true,
    });
    const featureIds = await defaultCustomerFeatures(tx, tenant.companyId);
    if (featureIds.length) {
      await tx
        .insert(accountFeatures)
        .values(featureIds.map((featureId) => ({ accountId: account.id, featureId, enabled: true })));
    }
    await recordChange(tx, actor, {
      action: 'account.create',

      entityId: account.id,
      changes: {
        name: { to: input.customerName.trim() },
        assignedTo: { to: input.assignedTo ?? null },
        isTest: { to: tenant.testMode },
      },
    });
    return account.id;
  });

  const profile = await loadCompanyProfile(db, tenant.companyId);
  const selections = withPerpetualTrial(input.products ?? [], profile?.products ?? []);
  const productResults = await provisionProducts(db, actor, accountId, selections, profile?.products ?? []);
  await recomputeAccountIssues(db, accountId);
  return { customerId: accountId, productResults };
}
