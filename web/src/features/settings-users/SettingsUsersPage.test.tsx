import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LookupPath } from '@console/contract/annotations';
import { lookupsApi } from '@console/contract/lookups/api';
import { LookupHandlerType, type FieldMetadata } from '@console/contract/metadata';
import { PASSWORD_HINT } from '@console/contract/password';
import { metadataApi } from '@console/contract/metadata-schema';
import { Module, Role } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import {
  OTHER_ROLES,
  settingsUsersApi,
  type SettingsUser,
  type StaffPermissions,
} from '@console/contract/settings-users/api';
import { makeField } from '../../kit/meta/testing';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import SettingsUsersPage from './SettingsUsersPage';

const user = (id: number, userName: string, extra: Partial<SettingsUser> = {}): SettingsUser => ({
  id,
  userName,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  email: `${userName}@test.example`,
  phone: '+1 555 000',
  comments: '',
  timeZoneId: 'Central Standard Time',
  isDaylightSavingTime: true,
  active: true,
  readOnly: false,
  admin: false,
  roles: [],
  secondFactor: false,
  ...extra,
});
/** The list's data columns before Roles: First Name, Last Name, Login, Email, Phone, Comments. */
const FIELD_COUNT = 6;
const page = (items: SettingsUser[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  totalPages: Math.ceil(total / 10),
  page: pageNumber,
});

const TIME_ZONES = [
  { value: 'Pacific Standard Time', name: '(UTC-08:00) Pacific Time (US & Canada)' },
  { value: 'Central Standard Time', name: '(UTC-06:00) Central Time (US & Canada)' },
];

const text = (name: string, caption: string, maxLength: number, extra: Partial<FieldMetadata> = {}) =>
  makeField({ name, caption, type: 'string', maxLength, span: 12, ...extra });
const bool = (name: string, caption: string, span: number) =>
  makeField({ name, caption, type: 'bool', span });

/** The metadata of the users' POST and PUT body, as the server derives it from the contract. */
const USER_FIELDS: FieldMetadata[] = [
  text('firstName', 'First Name', 100, { required: true }),
  text('lastName', 'Last Name', 100, { required: true }),
  text('userName', 'Login', 100, { required: true }),
  text('email', 'Email', 200, { required: true, format: 'email' }),
  text('phone', 'Phone', 50),
  text('password', 'Password', 200, { secret: true, description: PASSWORD_HINT }),
  text('timeZoneId', 'Time Zone', 100, {
    isLookup: true,
    lookupDataSource: {
      path: LookupPath.TimeZones,
      handlerType: LookupHandlerType.Paging,
      lookupKey: 'value',
      lookupCaption: 'name',
      multiselect: false,
    },
  }),
  bool('isDaylightSavingTime', 'Daylight Saving Time', 12),
  bool('active', 'Active', 8),
  bool('readOnly', 'Read Only', 8),
  bool('admin', 'Admin', 8),
  makeField({
    name: 'roles',
    caption: 'Roles',
    type: 'array',
    span: 24,
    enumValues: OTHER_ROLES.map((role) => ({ value: role, text: role })),
  }),
  makeField({ name: 'comments', caption: 'Comments', type: 'string', maxLength: 1000, span: 24 }),
];

let server: FakeServer;
beforeEach(() => {
  server = fakeServer()
    .on(metadataApi.route, (call) => ({
      httpMethod: call.query.get('httpMethod') ?? '',
      route: call.query.get('route') ?? '',
      fields: USER_FIELDS,
    }))
    .on(lookupsApi.timeZones, (call) => {
      // Asked for the selected value's caption, the lookup puts it first.
      const selected = call.query.getAll('selectedId');
      const items = TIME_ZONES.filter((zone) => selected.length === 0 || selected.includes(zone.value));
      return { data: { items, page: 1, totalPages: 1 } };
    });
});

const renderPage = (url = '/Users', readOnly = false) =>
  renderRoutes([{ path: '/Users', element: <SettingsUsersPage /> }], {
    url,
    bootstrap: makeBootstrap({ user: { id: 1, name: 'Avery Admin', userName: 'admin', readOnly } }),
  });

const dialog = () => screen.getByRole('dialog');
/** An open select's option (a chosen value's tag carries the same title). */
const optionTitled = async (title: string) => {
  const found = (await screen.findAllByTitle(title)).find((element) =>
    element.closest('.ant-select-dropdown'),
  );
  if (!found) throw new Error(`no option titled ${title}`);
  return found;
};
const field = (label: string) => within(dialog()).getByLabelText(label);
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

describe('SettingsUsersPage', () => {
  it('lists users with the columns of the spec, asking for the page, size and filter in the URL', async () => {
    server.on(settingsUsersApi.list, page([user(1, 'ann', { comments: 'Sales team' })], 21, 3));
    renderPage('/Users?Page=3&PageSize=20&Filter=ann');
    expect(await screen.findByText('ann@test.example')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    for (const title of ['First Name', 'Last Name', 'Login', 'Email', 'Phone', 'Comments', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('Sales team')).toBeTruthy();
    const [list] = server.callsOf(settingsUsersApi.list);
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ Filter: 'ann', Page: '3', PageSize: '20' });
    expect((screen.getByLabelText('Search users') as HTMLInputElement).value).toBe('ann');
    expect(screen.getByPlaceholderText('Search by name, login or email')).toBeTruthy();
  });

  it('searches from page 1 and keeps the filter in the URL', async () => {
    server.on(settingsUsersApi.list, page([user(1, 'ann')]));
    const { router } = renderPage('/Users?Page=2');
    await screen.findByText('ann@test.example');
    await userEvent.type(screen.getByLabelText('Search users'), 'smith{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?Filter=smith'));
    await waitFor(() =>
      expect(server.callsOf(settingsUsersApi.list).at(-1)?.query.get('Filter')).toBe('smith'),
    );
  });

  it('says so when there are no users', async () => {
    server.on(settingsUsersApi.list, page([]));
    renderPage();
    expect(await screen.findByText('No users')).toBeTruthy();
  });

  it('adds a user: Create User, Central Standard Time by default, the password policy checked, then the message', async () => {
    server.on(settingsUsersApi.list, page([])).on(settingsUsersApi.create, user(9, 'nora'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Add User/ }));
    expect(within(dialog()).getByText('Create User')).toBeTruthy();
    expect(await within(dialog()).findByText('(UTC-06:00) Central Time (US & Canada)')).toBeTruthy();

    await userEvent.type(field('First Name'), 'Nora');
    await userEvent.type(field('Last Name'), 'Newton');
    await userEvent.type(field('Login'), 'nora');
    await userEvent.type(field('Email'), 'nora@test.example');
    await userEvent.type(field('Password'), 'weakpass');
    await save();
    expect(
      await screen.findByText(
        'Password must contain a digit; Password must contain a non-alphanumeric character; Password must contain an uppercase letter',
      ),
    ).toBeTruthy();
    expect(server.changes()).toEqual([]);

    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'Strong#Pass1');
    await save();
    expect(await screen.findByText('User has been successfully added!')).toBeTruthy();
    expect(server.changes()).toHaveLength(1);
    expect(server.changes()[0]).toMatchObject({
      method: 'POST',
      path: settingsUsersApi.create.path,
      body: {
        firstName: 'Nora',
        userName: 'nora',
        password: 'Strong#Pass1',
        timeZoneId: 'Central Standard Time',
        active: true,
        admin: false,
      },
    });
  });

  it('gives a new user roles beside the Admin switch, from the roles the contract names', async () => {
    server.on(settingsUsersApi.list, page([])).on(settingsUsersApi.create, user(9, 'nora'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Add User/ }));
    await within(dialog()).findByText('(UTC-06:00) Central Time (US & Canada)');
    await userEvent.type(field('First Name'), 'Nora');
    await userEvent.type(field('Last Name'), 'Newton');
    await userEvent.type(field('Login'), 'nora');
    await userEvent.type(field('Email'), 'nora@test.example');
    await userEvent.type(field('Password'), 'Strong#Pass1');
    await userEvent.click(field('Roles'));
    await userEvent.click(await optionTitled(Role.Billing));
    await userEvent.click(await optionTitled(Role.SuperAdmin));
    await save();
    expect(await screen.findByText('User has been successfully added!')).toBeTruthy();
    expect(server.changes()[0]?.body).toMatchObject({
      admin: false,
      roles: [Role.SuperAdmin, Role.Billing],
    });
  });

  it('shows a user their roles when editing, and sends them changed', async () => {
    server
      .on(settingsUsersApi.list, page([user(5, 'ann', { roles: [Role.Reviewer] })]))
      .on(settingsUsersApi.update, user(5, 'ann'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ann' }));
    await within(dialog()).findByLabelText('Last Name');
    const roles = within(dialog()).getByText('Roles', { selector: 'label' }).closest('.ant-form-item');
    expect(within(roles as HTMLElement).getByTitle(Role.Reviewer)).toBeTruthy();
    await userEvent.click(field('Roles'));
    await userEvent.click(await optionTitled(Role.Checkpoint));
    await save();
    expect(await screen.findByText('User has been successfully saved!')).toBeTruthy();
    expect(server.changes()[0]?.body).toMatchObject({ roles: [Role.Checkpoint, Role.Reviewer] });
  });

  it('checks the required fields and the e-mail in the browser, sending nothing', async () => {
    server.on(settingsUsersApi.list, page([]));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Add User/ }));
    await within(dialog()).findByText('(UTC-06:00) Central Time (US & Canada)');
    await userEvent.type(field('First Name'), '   ');
    await save();
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Login is required',
      'Email is required',
      'Password is required',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeTruthy();
    }
    await userEvent.type(field('Email'), 'nora@');
    expect(await within(dialog()).findByText('Email is not a valid e-mail address')).toBeTruthy();
    expect(server.changes()).toEqual([]);
  });

  it('edits a user without sending the password unless Change was used', async () => {
    server.on(settingsUsersApi.list, page([user(5, 'ann')])).on(settingsUsersApi.update, user(5, 'ann'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ann' }));
    expect(within(dialog()).getByText('Edit User')).toBeTruthy();
    await within(dialog()).findByLabelText('Last Name');
    expect(within(dialog()).queryByLabelText('Password')).toBeNull();

    // Change shows the field, Cancel hides it again and forgets what was typed.
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Change' }));
    await userEvent.type(field('Password'), 'Typed#Pass1');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel password change' }));
    expect(within(dialog()).queryByLabelText('Password')).toBeNull();

    await userEvent.clear(field('Last Name'));
    await userEvent.type(field('Last Name'), 'Smith');
    await save();
    expect(await screen.findByText('User has been successfully saved!')).toBeTruthy();
    const [put] = server.changes();
    expect(put).toMatchObject({ method: 'PUT', params: { id: '5' } });
    expect(put?.body).toMatchObject({ userName: 'ann', lastName: 'Smith' });
    expect(put?.body).not.toHaveProperty('password');
  });

  it('sends a changed password and shows the server field errors on their fields, until the field changes', async () => {
    server.on(settingsUsersApi.list, page([user(5, 'ann')])).on(settingsUsersApi.update, () =>
      reply(400, {
        code: 'ValidationError',
        message: 'Login is already taken',
        propertyErrors: {
          userName: ['Login is already taken'],
          password: ['Password must contain a digit', 'Password must contain an uppercase letter'],
        },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ann' }));
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Change' }));
    await userEvent.type(field('Password'), 'New#Pass1');
    await save();
    expect(await within(dialog()).findByText('Login is already taken')).toBeTruthy();
    expect(
      within(dialog()).getByText('Password must contain a digit; Password must contain an uppercase letter'),
    ).toBeTruthy();
    expect(server.changes()[0]?.body).toMatchObject({ password: 'New#Pass1' });
    expect(screen.queryByText('User has been successfully saved!')).toBeNull();

    // Editing the login takes its error away; the password's stays until the password changes.
    await userEvent.type(field('Login'), '2');
    await waitFor(() => expect(within(dialog()).queryByText('Login is already taken')).toBeNull());
    expect(
      within(dialog()).getByText('Password must contain a digit; Password must contain an uppercase letter'),
    ).toBeTruthy();
    expect(server.changes()).toHaveLength(1);
  });

  it('deletes after confirming, and goes back to page 1 when the last row of a later page went', async () => {
    let users = [...Array.from({ length: 10 }, (_, i) => user(i + 1, `user${i + 1}`)), user(11, 'last')];
    server
      .on(settingsUsersApi.list, (call) => {
        const number = Number(call.query.get('Page') ?? 1);
        return page(users.slice((number - 1) * 10, number * 10), users.length, number);
      })
      .on(settingsUsersApi.remove, (call) => {
        users = users.filter((u) => String(u.id) !== call.params.id);
        return undefined;
      });
    const { router } = renderPage('/Users?Page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete last' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User has been successfully deleted!')).toBeTruthy();
    expect(server.changes()[0]).toMatchObject({ method: 'DELETE', params: { id: '11' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('user1@test.example')).toBeTruthy();
  });

  it('stays on the page after a delete that leaves rows on it', async () => {
    server
      .on(settingsUsersApi.list, page([user(11, 'one'), user(12, 'two')], 12, 2))
      .on(settingsUsersApi.remove, undefined);
    const { router } = renderPage('/Users?Page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete one' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User has been successfully deleted!')).toBeTruthy();
    expect(router.state.location.search).toBe('?Page=2');
  });

  it("lists each user's roles, the Admin switch's first", async () => {
    server.on(
      settingsUsersApi.list,
      page([user(1, 'ann', { admin: true, roles: [Role.Billing] }), user(2, 'bob')]),
    );
    renderPage();
    await screen.findByText('ann@test.example');
    expect(screen.getByRole('columnheader', { name: 'Roles' })).toBeTruthy();
    const rolesOf = (login: string) => {
      const row = screen.getByText(`${login}@test.example`).closest('tr') as HTMLElement;
      const cells = within(row).getAllByRole('cell');
      return cells[FIELD_COUNT]?.textContent;
    };
    expect(rolesOf('ann')).toBe('AdminBilling');
    expect(rolesOf('bob')).toBe('No role');
  });

  it("opens a user's effective permissions per company they may administer", async () => {
    const answer: StaffPermissions = {
      id: 5,
      userName: 'ann',
      firstName: 'First5',
      lastName: 'Last5',
      roles: [Role.Reviewer],
      readOnly: true,
      active: true,
      permissions: [
        { permission: Permission.ReadData, grantedBy: [] },
        { permission: Permission.DecideReviews, grantedBy: [Role.Reviewer] },
      ],
      companies: [
        {
          id: 1,
          name: 'Alpha Company',
          modules: [Module.Veriscan, Module.ValidationSettings],
          permissions: [
            {
              permission: Permission.ReadData,
              companyWide: true,
              modules: [Module.Veriscan, Module.ValidationSettings],
              missingModules: [],
            },
            {
              permission: Permission.DecideReviews,
              companyWide: false,
              modules: [Module.ValidationSettings],
              missingModules: [],
            },
          ],
        },
        {
          id: 2,
          name: 'Beta Company',
          modules: [Module.Faces],
          permissions: [
            {
              permission: Permission.ReadData,
              companyWide: true,
              modules: [Module.Faces],
              missingModules: [],
            },
            {
              permission: Permission.DecideReviews,
              companyWide: false,
              modules: [],
              missingModules: [Module.ValidationSettings],
            },
          ],
        },
      ],
      otherCompanies: 1,
    };
    server.on(settingsUsersApi.list, page([user(5, 'ann')])).on(settingsUsersApi.permissions, answer);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Permissions of ann' }));
    const title = await screen.findByText('Permissions of First5 Last5');
    const drawer = title.closest('.ant-drawer') as HTMLElement;
    const alpha = await within(drawer).findByRole('table', { name: 'Permissions in Alpha Company' });
    expect(server.callsOf(settingsUsersApi.permissions)[0]?.params).toEqual({ id: '5' });
    expect(within(drawer).getByText(/Read-only: every change is refused/)).toBeTruthy();
    expect(within(drawer).getByText('Also available to them: 1 company you do not administer.')).toBeTruthy();
    const cellsOf = (table: HTMLElement, title: string) =>
      within(within(table).getByText(title).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf(alpha, 'Decide reviews').slice(1)).toEqual([Role.Reviewer, 'Validation settings']);
    expect(cellsOf(alpha, 'Read company data').slice(1)).toEqual([
      'Every staff user',
      'Whole companyVeriscanValidation settings',
    ]);

    await userEvent.click(within(drawer).getByRole('tab', { name: 'Beta Company' }));
    const beta = await within(drawer).findByRole('table', { name: 'Permissions in Beta Company' });
    expect(within(drawer).getByRole('region', { name: 'Beta Company' }).textContent).toContain(
      'Modules: Face Compare',
    );
    expect(cellsOf(beta, 'Decide reviews')[2]).toBe(
      'Nothing in this company: needs Validation settings, not one of its modules',
    );
  });

  it("resets a user's two-step sign-in after confirming, only where it is on and not their own", async () => {
    server
      .on(
        settingsUsersApi.list,
        page([
          user(1, 'admin', { secondFactor: true }),
          user(5, 'ann', { secondFactor: true }),
          user(6, 'bob'),
        ]),
      )
      .on(settingsUsersApi.resetSecondFactor, undefined);
    renderPage();
    await screen.findByText('ann@test.example');
    expect(screen.getByRole('columnheader', { name: 'Two-step sign-in' })).toBeTruthy();
    const resetOf = (login: string) =>
      screen.getByRole('button', { name: `Reset two-step sign-in of ${login}` }) as HTMLButtonElement;
    expect(resetOf('admin').disabled).toBe(true);
    expect(resetOf('bob').disabled).toBe(true);
    await userEvent.click(resetOf('ann'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Two-step sign-in has been reset')).toBeTruthy();
    expect(server.changes()[0]).toMatchObject({ method: 'DELETE', params: { id: '5' } });
  });

  it('offers no changes to read-only staff', async () => {
    // With two-step sign-in on, so the reset's only reason to be disabled is the read-only account.
    server.on(settingsUsersApi.list, page([user(5, 'ann', { secondFactor: true })]));
    renderPage('/Users', true);
    await screen.findByText('ann@test.example');
    expect((screen.getByRole('button', { name: /Add User/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete ann' }) as HTMLButtonElement).disabled).toBe(true);
    const reset = screen.getByRole('button', { name: 'Reset two-step sign-in of ann' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
  });
});
