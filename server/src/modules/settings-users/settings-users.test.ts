import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Module, Role } from '@console/contract/gates';
import { passwordProblems } from '@console/contract/password';
import { Permission } from '@console/contract/permissions';
import { screeningBillingApi } from '@console/contract/screening/billing';
import { sessionApi } from '@console/contract/session/api';
import type {
  CompanyPermissionReach,
  SettingsUser,
  StaffPermissions,
} from '@console/contract/settings-users/api';
import { PASSWORD, removeCompanyAccess, type TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { auditLog, sessions, staffUserCompanies, staffUserRoles, staffUsers } from '../../db/schema.ts';
import { provisionCompany } from '../../platform/companies/catalogue.ts';
import { hashPassword } from '../../security/passwords.ts';
import { insertStaffUser } from '../../platform/staff-users.ts';

const URL = '/api/AdminManagement/Users';
const NEW_PASSWORD = 'Fresh#Pass42';

let t: TestContext;
appForFileFreshEachTest((context) => {
  t = context;
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  userName: 'new.user',
  firstName: 'Nora',
  lastName: 'Newton',
  email: 'nora@test.example',
  phone: '+1 555 100 2000',
  comments: 'Night shift',
  password: NEW_PASSWORD,
  ...overrides,
});

/** A staff user inserted directly, with the fixtures' password. */
async function staffUser(userName: string, roles: string[], companyIds: number[], active = true) {
  return insertStaffUser(t.database.db, {
    userName,
    firstName: userName,
    lastName: 'Extra',
    email: `${userName}@test.example`,
    passwordHash: await hashPassword(PASSWORD),
    roles,
    companyIds,
    active,
  });
}

async function rolesOf(userId: number) {
  const rows = await t.database.db
    .select({ role: staffUserRoles.role })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

const staffCount = async () => (await t.database.db.select().from(staffUsers)).length;
const auditEntries = () => t.database.db.select().from(auditLog);
const sessionsOf = (userId: number) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('GET /api/AdminManagement/Users', () => {
  it('answers a page of the users available in the administered company, never a password', async () => {
    await staffUser('elsewhere', [], [t.fixtures.companyB]);
    const response = await (await t.signIn('admin')).get(URL);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 7, totalPages: 1, page: 1 });
    expect(body.items.map((u: SettingsUser) => u.userName)).toEqual([
      'admin',
      'billing',
      'checkpoint',
      'readonly',
      'reviewer',
      'superadmin',
      'support',
    ]);
    expect(body.items[0]).toEqual({
      id: t.fixtures.users.admin,
      userName: 'admin',
      firstName: 'Admin',
      lastName: 'Tester',
      email: 'admin@test.example',
      phone: '',
      comments: '',
      timeZoneId: 'Central Standard Time',
      isDaylightSavingTime: true,
      active: true,
      readOnly: false,
      admin: true,
      roles: [Role.SuperAdmin, Role.Checkpoint],
      secondFactor: false,
    });
    expect(response.body).not.toMatch(/password/i);
  });

  it('filters by name, login or email, case-insensitively, taking % literally', async () => {
    const c = await t.signIn('admin');
    const logins = async (Filter: string) =>
      (await c.get(URL, { Filter })).json().items.map((u: SettingsUser) => u.userName);
    expect(await logins('SUPP')).toEqual(['support']);
    expect(await logins('checkpoint@TEST')).toEqual(['checkpoint']);
    expect(await logins('Readonly Tester')).toEqual(['readonly']);
    expect(await logins('%')).toEqual([]);
  });

  it('sorts by the asked field and order and pages with the total of all matches', async () => {
    await staffUser('zed', [], [t.fixtures.companyA]);
    const c = await t.signIn('admin');
    const response = await c.get(URL, { sortField: 'userName', order: 'desc', PageSize: '2', Page: '2' });
    const body = response.json();
    expect(body.items.map((u: SettingsUser) => u.userName)).toEqual(['superadmin', 'reviewer']);
    expect(body).toMatchObject({ total: 8, totalPages: 4, page: 2 });
  });

  it('refuses a bad query with field errors', async () => {
    const c = await t.signIn('admin');
    const response = await c.get(URL, { PageSize: '0', sortField: 'passwordHash' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().propertyErrors).sort()).toEqual(['PageSize', 'sortField']);
  });

  it('answers 401 without a session and 403 to support and checkpoint staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await (await t.signIn('support')).get(URL)).statusCode).toBe(403);
    expect((await (await t.signIn('checkpoint')).get(URL)).statusCode).toBe(403);
  });
});

describe('POST /api/AdminManagement/Users', () => {
  it('adds a user to the administered company with the default time zone and records it', async () => {
    const c = await t.signIn('admin');
    const response = await c.post(URL, newUser({ userName: '  new.user ' }));
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      userName: 'new.user',
      timeZoneId: 'Central Standard Time',
      active: true,
      readOnly: false,
      admin: false,
    });
    expect(response.body).not.toMatch(/password/i);
    const companies = await t.database.db
      .select({ companyId: staffUserCompanies.companyId })
      .from(staffUserCompanies)
      .where(eq(staffUserCompanies.userId, created.id));
    expect(companies).toEqual([{ companyId: t.fixtures.companyA }]);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'settingsUser.create', entityId: String(created.id) });
    expect(entry?.changes?.password).toEqual({ to: '(changed)' });
    expect(JSON.stringify(entry?.changes)).not.toContain(NEW_PASSWORD);
    // The new user signs in with the password given.
    await expect(t.signIn('new.user', NEW_PASSWORD)).resolves.toBeDefined();
  });

  it('makes an admin user an Admin', async () => {
    const c = await t.signIn('admin');
    const created = (await c.post(URL, newUser({ admin: true }))).json();
    expect(created.admin).toBe(true);
    expect(await rolesOf(created.id)).toEqual([Role.Admin]);
  });

  it('gives the roles chosen beside Admin, each once, and records every role with the user', async () => {
    const c = await t.signIn('admin');
    const response = await c.post(
      URL,
      newUser({ admin: true, roles: [Role.Billing, Role.SuperAdmin, Role.Billing] }),
    );
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({ admin: true, roles: [Role.SuperAdmin, Role.Billing] });
    expect(await rolesOf(created.id)).toEqual([Role.Admin, Role.Billing, Role.SuperAdmin]);
    const [entry] = await auditEntries();
    expect(entry?.action).toBe('settingsUser.create');
    expect(entry?.changes?.roles).toEqual({ to: [Role.Admin, Role.SuperAdmin, Role.Billing] });
    expect(entry?.changes).not.toHaveProperty('admin');
  });

  it('refuses a role it does not name, and Admin in the list (the switch gives it), writing nothing', async () => {
    const c = await t.signIn('admin');
    for (const roles of [['Astronaut'], [Role.Admin], ['billing']]) {
      const response = await c.post(URL, newUser({ roles }));
      expect(response.statusCode, JSON.stringify(roles)).toBe(400);
      expect(response.json().propertyErrors, JSON.stringify(roles)).toEqual({
        'roles[0]': ['Role must be one of Super Admin, Checkpoint, Reviewer, Billing'],
      });
    }
    expect(await staffCount()).toBe(7);
    expect(await auditEntries()).toHaveLength(0);
  });

  it('lists each broken password rule and writes nothing', async () => {
    const c = await t.signIn('admin');
    const response = await c.post(URL, newUser({ password: 'weak' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('ValidationError');
    expect(body.propertyErrors.password).toEqual(passwordProblems('weak'));
    expect(body.propertyErrors.password).toHaveLength(4);
    expect(await staffCount()).toBe(7);
  });

  it('names every missing field with its message, blank text counting as missing', async () => {
    const c = await t.signIn('admin');
    const response = await c.post(URL, { userName: ' ', firstName: '', lastName: '', email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({
      userName: ['Login is required'],
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      email: ['Email is required'],
    });
    // The password a new user needs and the time zone are the service's to judge, after the schema.
    const second = await c.post(URL, newUser({ password: undefined, timeZoneId: 'Mars Time' }));
    expect(second.statusCode).toBe(400);
    expect(second.json().propertyErrors).toEqual({
      password: ['Password is required'],
      timeZoneId: ['Time Zone is not one of the time zones'],
    });
    expect(await staffCount()).toBe(7);
  });

  it('refuses a malformed e-mail in the words the dialog uses', async () => {
    const c = await t.signIn('admin');
    const response = await c.post(URL, newUser({ email: 'nora@' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({ email: ['Email is not a valid e-mail address'] });
  });

  it('refuses a body of the wrong shape', async () => {
    const c = await t.signIn('admin');
    const response = await c.post(URL, { firstName: 'x', admin: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().propertyErrors)).toEqual(
      expect.arrayContaining(['userName', 'admin']),
    );
  });

  it('refuses a login another staff user has, whatever its case, as a Login field error', async () => {
    const c = await t.signIn('admin');
    const response = await c.post(URL, newUser({ userName: 'SUPPORT' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({ userName: ['Login is already taken'] });
    expect(await staffCount()).toBe(7);
    expect(await auditEntries()).toHaveLength(0);
  });

  it('refuses a change without the anti-forgery token, from a read-only Admin, and from support', async () => {
    const admin = await t.signIn('admin');
    const withoutToken = await admin.request({
      method: 'POST',
      url: URL,
      body: newUser(),
      withoutToken: true,
    });
    expect(withoutToken.statusCode).toBe(403);
    expect((await (await t.signIn('readonly')).post(URL, newUser())).statusCode).toBe(403);
    expect((await (await t.signIn('support')).post(URL, newUser())).statusCode).toBe(403);
    expect(await staffCount()).toBe(7);
  });
});

describe('PUT /api/AdminManagement/Users/{id}', () => {
  const supportUrl = () => `${URL}/${t.fixtures.users.support}`;
  const supportEdit = (overrides: Record<string, unknown> = {}) => ({
    userName: 'support',
    firstName: 'Sam',
    lastName: 'Supporter',
    email: 'sam@test.example',
    ...overrides,
  });

  it('saves the fields sent, keeps the password when none is sent, and records the change', async () => {
    const c = await t.signIn('admin');
    const response = await c.put(supportUrl(), supportEdit({ timeZoneId: 'Pacific Standard Time' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Sam',
      lastName: 'Supporter',
      email: 'sam@test.example',
      timeZoneId: 'Pacific Standard Time',
      active: true,
    });
    await expect(t.signIn('support')).resolves.toBeDefined();
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'settingsUser.update', actorName: 'admin' });
    expect(entry?.changes).toEqual({
      firstName: { from: 'Support', to: 'Sam' },
      lastName: { from: 'Tester', to: 'Supporter' },
      email: { from: 'support@test.example', to: 'sam@test.example' },
      timeZoneId: { from: 'Central Standard Time', to: 'Pacific Standard Time' },
    });
  });

  it('changes the password when sent, recording only that it changed, and signs the user out', async () => {
    const support = await t.signIn('support');
    const c = await t.signIn('admin');
    const response = await c.put(supportUrl(), supportEdit({ password: NEW_PASSWORD }));
    expect(response.statusCode).toBe(200);
    expect((await support.get('/api/user/info')).statusCode).toBe(401);
    await expect(t.signIn('support', NEW_PASSWORD)).resolves.toBeDefined();
    await expect(t.signIn('support', PASSWORD)).rejects.toThrow();
    const [entry] = await auditEntries();
    expect(entry?.changes?.password).toEqual({ to: '(changed)' });
  });

  it('refuses a weak new password with each broken rule', async () => {
    const c = await t.signIn('admin');
    const response = await c.put(supportUrl(), supportEdit({ password: 'alllowercase' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors.password).toEqual([
      'Password must contain a digit',
      'Password must contain a non-alphanumeric character',
      'Password must contain an uppercase letter',
    ]);
  });

  it('locking a user ends their sessions and keeps them out', async () => {
    const support = await t.signIn('support');
    const c = await t.signIn('admin');
    const response = await c.put(supportUrl(), supportEdit({ active: false }));
    expect(response.json().active).toBe(false);
    expect(await sessionsOf(t.fixtures.users.support)).toHaveLength(0);
    expect((await support.get('/api/user/info')).statusCode).toBe(401);
    await expect(t.signIn('support')).rejects.toThrow();
  });

  it('grants and removes the Admin role, leaving other roles alone', async () => {
    const c = await t.signIn('admin');
    const id = t.fixtures.users.checkpoint;
    const edit = { userName: 'checkpoint', firstName: 'C', lastName: 'T', email: 'c@test.example' };
    expect((await c.put(`${URL}/${id}`, { ...edit, admin: true })).json().admin).toBe(true);
    expect(await rolesOf(id)).toEqual([Role.Admin, Role.Checkpoint]);
    expect((await c.put(`${URL}/${id}`, { ...edit, admin: false })).json().admin).toBe(false);
    expect(await rolesOf(id)).toEqual([Role.Checkpoint]);
  });

  it('changes the roles beside Admin, recording every role before and after; left out, they stay', async () => {
    const c = await t.signIn('admin');
    const roleChanges = async () =>
      (await auditEntries()).filter((e) => e.changes && 'roles' in e.changes).map((e) => e.changes?.roles);

    const reviewer = await c.put(supportUrl(), supportEdit({ roles: [Role.Reviewer] }));
    expect(reviewer.statusCode).toBe(200);
    expect(reviewer.json()).toMatchObject({ admin: false, roles: [Role.Reviewer] });
    // The switch and the list in one change: one line, the whole set before and after.
    const promoted = await c.put(supportUrl(), supportEdit({ admin: true, roles: [Role.Billing] }));
    expect(promoted.json()).toMatchObject({ admin: true, roles: [Role.Billing] });
    expect(await rolesOf(t.fixtures.users.support)).toEqual([Role.Admin, Role.Billing]);
    // Without roles in the body, they stay as they are and no roles are recorded.
    const renamed = await c.put(supportUrl(), supportEdit({ firstName: 'Samuel' }));
    expect(renamed.json()).toMatchObject({ admin: true, roles: [Role.Billing] });
    const cleared = await c.put(supportUrl(), supportEdit({ firstName: 'Samuel', roles: [] }));
    expect(cleared.json()).toMatchObject({ admin: true, roles: [] });

    const entries = await auditEntries();
    expect(entries.map((e) => e.action)).toEqual(Array(4).fill('settingsUser.update'));
    expect(await roleChanges()).toEqual([
      { from: [], to: [Role.Reviewer] },
      { from: [Role.Reviewer], to: [Role.Admin, Role.Billing] },
      { from: [Role.Admin, Role.Billing], to: [Role.Admin] },
    ]);
  });

  it('gives only roles whose permissions the giver holds: an Admin without Checkpoint makes no Checkpoint', async () => {
    const plain = await staffUser('plainadmin', [Role.Admin], [t.fixtures.companyA]);
    const c = await t.signIn('plainadmin');
    const toSupport = await c.put(supportUrl(), supportEdit({ roles: [Role.Checkpoint] }));
    expect(toSupport.statusCode).toBe(400);
    expect(toSupport.json().propertyErrors.roles).toEqual([
      'You can give only roles whose permissions you hold: not Checkpoint',
    ]);
    const toThemself = await c.put(`${URL}/${plain}`, {
      userName: 'plainadmin',
      firstName: 'plainadmin',
      lastName: 'Extra',
      email: 'plainadmin@test.example',
      admin: true,
      roles: [Role.Checkpoint],
    });
    expect(toThemself.statusCode).toBe(400);
    const created = await c.post(URL, newUser({ roles: [Role.Checkpoint] }));
    expect(created.statusCode).toBe(400);
    expect(await rolesOf(t.fixtures.users.support)).toEqual([]);
    expect(await rolesOf(plain)).toEqual([Role.Admin]);
    // The roles the giver's own permissions cover pass.
    const billing = await c.put(supportUrl(), supportEdit({ roles: [Role.Billing, Role.Reviewer] }));
    expect(billing.statusCode, billing.body).toBe(200);
  });

  it('takes a role stored in another case as the gate does: shown, and taken away', async () => {
    const odd = await staffUser('oddcase', ['billing'], [t.fixtures.companyA]);
    const c = await t.signIn('admin');
    const edit = { userName: 'oddcase', firstName: 'O', lastName: 'C', email: 'o@test.example' };
    const listed = (await c.get(URL, { Filter: 'oddcase' })).json().items[0];
    expect(listed.roles).toEqual([Role.Billing]);
    await c.put(`${URL}/${odd}`, { ...edit, roles: [] });
    expect(await rolesOf(odd)).toEqual([]);
  });

  it('leaves a stored role the console does not name as it is', async () => {
    const legacy = await staffUser('legacy', ['Night Auditor', Role.Reviewer], [t.fixtures.companyA]);
    const c = await t.signIn('admin');
    const edit = { userName: 'legacy', firstName: 'L', lastName: 'E', email: 'l@test.example' };
    const listed = (await c.get(URL, { Filter: 'legacy' })).json().items[0];
    expect(listed.roles).toEqual([Role.Reviewer]);
    const response = await c.put(`${URL}/${legacy}`, { ...edit, roles: [Role.Billing] });
    expect(response.json().roles).toEqual([Role.Billing]);
    expect(await rolesOf(legacy)).toEqual([Role.Billing, 'Night Auditor']);
  });

  it("holds a role given or taken from a signed-in user's next request", async () => {
    const support = await t.signIn('support');
    const runInvoices = () => support.post(screeningBillingApi.runInvoices.path, {});
    const rolesSeen = async () => (await support.get(sessionApi.bootstrap.path)).json().roles;
    const refused = await runInvoices();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().permission).toBe(Permission.ManageBilling);

    const c = await t.signIn('admin');
    await c.put(supportUrl(), supportEdit({ roles: [Role.Billing] }));
    expect(await rolesSeen()).toEqual([Role.Billing]);
    // Past the gate: the empty body is what is refused now.
    expect((await runInvoices()).statusCode).toBe(400);

    await c.put(supportUrl(), supportEdit({ roles: [] }));
    expect(await rolesSeen()).toEqual([]);
    expect((await runInvoices()).statusCode).toBe(403);
  });

  it('refuses an Admin demoting, locking or making themself read-only', async () => {
    const c = await t.signIn('admin');
    const response = await c.put(`${URL}/${t.fixtures.users.admin}`, {
      userName: 'admin',
      firstName: 'Admin',
      lastName: 'Tester',
      email: 'admin@test.example',
      admin: false,
      active: false,
      readOnly: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({
      admin: ['You cannot remove your own Admin role'],
      active: ['You cannot lock yourself'],
      readOnly: ['You cannot make yourself read-only'],
    });
    expect(await rolesOf(t.fixtures.users.admin)).toContain(Role.Admin);
  });

  it('refuses to remove the last active Admin of a company', async () => {
    const gamma = await provisionCompany(t.database.db, {
      name: 'Gamma Company',
      modules: [Module.Faces],
      projects: [],
      flags: {},
    });
    const solo = await staffUser('solo', [Role.Admin], [t.fixtures.companyA, gamma]);
    // A locked Admin does not count as one who can manage Gamma's staff.
    await staffUser('locked', [Role.Admin], [gamma], false);
    const c = await t.signIn('admin');
    const edit = { userName: 'solo', firstName: 'S', lastName: 'E', email: 's@test.example' };
    const demote = await c.put(`${URL}/${solo}`, { ...edit, admin: false });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().propertyErrors).toEqual({
      admin: ['The last active Admin of Gamma Company cannot be removed'],
    });
    const lock = await c.put(`${URL}/${solo}`, { ...edit, active: false });
    expect(lock.json().propertyErrors).toEqual({
      active: ['The last active Admin of Gamma Company cannot be removed'],
    });
    expect(await rolesOf(solo)).toEqual([Role.Admin]);
    // With another active Admin in Gamma, the same change goes through.
    await staffUser('backup', [Role.Admin], [gamma]);
    expect((await c.put(`${URL}/${solo}`, { ...edit, admin: false })).statusCode).toBe(200);
  });

  it("refuses another staff user's login", async () => {
    const c = await t.signIn('admin');
    const response = await c.put(supportUrl(), supportEdit({ userName: 'Checkpoint' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({ userName: ['Login is already taken'] });
  });

  it('answers 404 for a user not available in the administered company, and for no user', async () => {
    const elsewhere = await staffUser('elsewhere', [], [t.fixtures.companyB]);
    const c = await t.signIn('admin');
    const edit = supportEdit({ userName: 'elsewhere' });
    expect((await c.put(`${URL}/${elsewhere}`, edit)).statusCode).toBe(404);
    expect((await c.put(`${URL}/99999`, edit)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(staffUsers).where(eq(staffUsers.id, elsewhere));
    expect(row?.lastName).toBe('Extra');
  });

  it('refuses a read-only Admin', async () => {
    const c = await t.signIn('readonly');
    expect((await c.put(supportUrl(), supportEdit())).statusCode).toBe(403);
  });
});

describe('GET /api/AdminManagement/Users/{id}/Permissions', () => {
  const reachOf = (answer: StaffPermissions, company: string, permission: string) =>
    answer.companies
      .find((c) => c.name === company)
      ?.permissions.find((p: CompanyPermissionReach) => p.permission === permission);

  it('answers what the roles grant and, per company, where each permission applies there', async () => {
    const id = await staffUser('rita', [Role.Reviewer], [t.fixtures.companyA, t.fixtures.companyB]);
    const response = await (await t.signIn('admin')).get(`${URL}/${id}/Permissions`);
    expect(response.statusCode).toBe(200);
    const answer: StaffPermissions = response.json();
    expect(answer).toMatchObject({ id, userName: 'rita', roles: [Role.Reviewer], readOnly: false });
    expect(answer.permissions).toEqual([
      { permission: Permission.ReadData, grantedBy: [] },
      { permission: Permission.EditAccounts, grantedBy: [] },
      { permission: Permission.RunImports, grantedBy: [] },
      { permission: Permission.DecideReviews, grantedBy: [Role.Reviewer] },
    ]);
    expect(answer.companies.map((c) => c.name)).toEqual(['Alpha Company', 'Beta Company']);
    expect(answer.companies[1]?.modules).toEqual([Module.Faces]);
    for (const company of answer.companies) {
      expect(company.permissions.map((p) => p.permission)).toEqual(
        answer.permissions.map((p) => p.permission),
      );
    }
    // Reviews are the Validation settings module's: Alpha has it, Beta does not.
    expect(reachOf(answer, 'Alpha Company', Permission.DecideReviews)).toEqual({
      permission: Permission.DecideReviews,
      companyWide: false,
      modules: [Module.ValidationSettings],
      missingModules: [],
    });
    expect(reachOf(answer, 'Beta Company', Permission.DecideReviews)).toEqual({
      permission: Permission.DecideReviews,
      companyWide: false,
      modules: [],
      missingModules: [Module.ValidationSettings],
    });
    // Reading applies to the company as a whole and to each of its modules.
    expect(reachOf(answer, 'Beta Company', Permission.ReadData)).toMatchObject({
      companyWide: true,
      modules: [Module.Faces],
    });
  });

  it("follows a role given, and counts the user's companies the Admin does not administer", async () => {
    const gamma = await provisionCompany(t.database.db, {
      name: 'Gamma Company',
      modules: [Module.Faces],
      projects: [],
      flags: {},
    });
    const c = await t.signIn('admin');
    await removeCompanyAccess(t.database, t.fixtures.users.admin, t.fixtures.companyB);
    const id = await staffUser('bill', [], [t.fixtures.companyA, t.fixtures.companyB, gamma]);
    const before: StaffPermissions = (await c.get(`${URL}/${id}/Permissions`)).json();
    expect(before.permissions.map((p) => p.permission)).not.toContain(Permission.ManageBilling);
    expect(before.companies.map((company) => company.name)).toEqual(['Alpha Company']);
    expect(before.otherCompanies).toBe(2);

    const edit = { userName: 'bill', firstName: 'B', lastName: 'E', email: 'b@test.example' };
    await c.put(`${URL}/${id}`, { ...edit, roles: [Role.Billing] });
    const after: StaffPermissions = (await c.get(`${URL}/${id}/Permissions`)).json();
    expect(after.roles).toEqual([Role.Billing]);
    expect(after.permissions).toContainEqual({
      permission: Permission.ManageBilling,
      grantedBy: [Role.Billing],
    });
    expect(reachOf(after, 'Alpha Company', Permission.ManageBilling)?.modules).toEqual([
      Module.VerificationService,
    ]);
  });

  it("answers 404 for another company's user and 403 to staff who do not manage staff", async () => {
    const elsewhere = await staffUser('elsewhere', [], [t.fixtures.companyB]);
    const admin = await t.signIn('admin');
    expect((await admin.get(`${URL}/${elsewhere}/Permissions`)).statusCode).toBe(404);
    const billing = await t.signIn('billing');
    const refused = await billing.get(`${URL}/${t.fixtures.users.support}/Permissions`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().permission).toBe(Permission.ManageStaff);
  });
});

describe('DELETE /api/AdminManagement/Users/{id}', () => {
  it('deletes the user, ends their sessions and records it', async () => {
    const support = await t.signIn('support');
    const c = await t.signIn('admin');
    const response = await c.delete(`${URL}/${t.fixtures.users.support}`);
    expect(response.statusCode).toBe(204);
    expect(await staffCount()).toBe(6);
    expect((await support.get('/api/user/info')).statusCode).toBe(401);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'settingsUser.delete',
      entityId: String(t.fixtures.users.support),
    });
    expect(entry?.changes?.userName).toEqual({ from: 'support' });
  });

  it('refuses an Admin deleting themself', async () => {
    const c = await t.signIn('admin');
    const response = await c.delete(`${URL}/${t.fixtures.users.admin}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot delete yourself');
  });

  it('refuses to delete the last active Admin of a company', async () => {
    const solo = await staffUser('solo', [Role.Admin], [t.fixtures.companyA, t.fixtures.companyB]);
    await removeCompanyAccess(t.database, t.fixtures.users.admin, t.fixtures.companyB);
    const c = await t.signIn('admin');
    const response = await c.delete(`${URL}/${solo}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The last active Admin of Beta Company cannot be removed');
    expect(await staffCount()).toBe(8);
  });

  it('answers 404 for a user of another company and 403 to checkpoint staff', async () => {
    const elsewhere = await staffUser('elsewhere', [], [t.fixtures.companyB]);
    expect((await (await t.signIn('admin')).delete(`${URL}/${elsewhere}`)).statusCode).toBe(404);
    const checkpoint = await t.signIn('checkpoint');
    expect((await checkpoint.delete(`${URL}/${t.fixtures.users.support}`)).statusCode).toBe(403);
    expect(await staffCount()).toBe(8);
  });
});
