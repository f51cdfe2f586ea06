import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettingsUser } from '@console/contract/settings-users';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import SettingsUsersPage from './SettingsUsersPage';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = [status: number, body?: unknown];

const calls: Call[] = [];
let answer: (call: Call) => Answer;

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
  ...extra,
});
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

/** Answers the page's calls like the server would; each test says what the list and changes answer. */
function serve(list: () => Answer, change: (call: Call) => Answer = () => [200, user(9, 'saved')]) {
  answer = (call) => {
    if (call.path === '/api/TimeZone') return [200, TIME_ZONES];
    if (call.method === 'GET') return list();
    return change(call);
  };
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://console.test');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const [status, body] = answer(call);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

const renderPage = (url = '/Users', readOnly = false) =>
  renderRoutes([{ path: '/Users', element: <SettingsUsersPage /> }], {
    url,
    bootstrap: makeBootstrap({ user: { id: 1, name: 'Avery Admin', userName: 'admin', readOnly } }),
  });

const changes = () => calls.filter((c) => c.method !== 'GET');
const dialog = () => screen.getByRole('dialog');

describe('SettingsUsersPage', () => {
  it('lists users with the columns of the spec, asking for the page, size and filter in the URL', async () => {
    serve(() => [200, page([user(1, 'ann', { comments: 'Sales team' })], 21, 3)]);
    renderPage('/Users?page=3&pageSize=20&filter=ann');
    expect(await screen.findByText('ann@test.example')).toBeTruthy();
    for (const title of ['First Name', 'Last Name', 'Login', 'Email', 'Phone', 'Comments', 'Actions']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Sales team')).toBeTruthy();
    const list = calls.find((c) => c.path === '/api/AdminManagement/Users');
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ Filter: 'ann', Page: '3', PageSize: '20' });
    expect((screen.getByLabelText('Search users') as HTMLInputElement).value).toBe('ann');
  });

  it('searches from page 1 and keeps the filter in the URL', async () => {
    serve(() => [200, page([user(1, 'ann')])]);
    const { router } = renderPage('/Users?page=2');
    await screen.findByText('ann@test.example');
    await userEvent.type(screen.getByLabelText('Search users'), 'smith{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?filter=smith'));
    await waitFor(() => expect(calls.at(-1)?.query.get('Filter')).toBe('smith'));
  });

  it('says so when there are no users', async () => {
    serve(() => [200, page([])]);
    renderPage();
    expect(await screen.findByText('No users')).toBeTruthy();
  });

  it('adds a user: Create User, Central Standard Time by default, the password policy checked, then the message', async () => {
    serve(() => [200, page([])]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Add User/ }));
    expect(within(dialog()).getByText('Create User')).toBeTruthy();
    expect(await within(dialog()).findByText('(UTC-06:00) Central Time (US & Canada)')).toBeTruthy();

    await userEvent.type(within(dialog()).getByLabelText('First Name'), 'Nora');
    await userEvent.type(within(dialog()).getByLabelText('Last Name'), 'Newton');
    await userEvent.type(within(dialog()).getByLabelText('Login'), 'nora');
    await userEvent.type(within(dialog()).getByLabelText('Email'), 'nora@test.example');
    await userEvent.type(within(dialog()).getByLabelText('Password'), 'weakpass');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Password must contain a digit; Password must contain a non-alphanumeric character; Password must contain an uppercase letter',
      ),
    ).toBeTruthy();
    expect(changes()).toEqual([]);

    await userEvent.clear(within(dialog()).getByLabelText('Password'));
    await userEvent.type(within(dialog()).getByLabelText('Password'), 'Strong#Pass1');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User has been successfully added!')).toBeTruthy();
    expect(changes()).toHaveLength(1);
    expect(changes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/AdminManagement/Users',
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

  it('edits a user without sending the password unless Change was used', async () => {
    serve(() => [200, page([user(5, 'ann')])]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ann' }));
    expect(within(dialog()).getByText('Edit User')).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Password')).toBeNull();

    // Change shows the field, Cancel hides it again and forgets what was typed.
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Change' }));
    await userEvent.type(within(dialog()).getByLabelText('Password'), 'Typed#Pass1');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel password change' }));
    expect(within(dialog()).queryByLabelText('Password')).toBeNull();

    await userEvent.clear(within(dialog()).getByLabelText('Last Name'));
    await userEvent.type(within(dialog()).getByLabelText('Last Name'), 'Smith');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User has been successfully saved!')).toBeTruthy();
    const [put] = changes();
    expect(put).toMatchObject({ method: 'PUT', path: '/api/AdminManagement/Users/5' });
    expect(put?.body).toMatchObject({ userName: 'ann', lastName: 'Smith' });
    expect(put?.body).not.toHaveProperty('password');
  });

  it('sends a changed password and shows the server field errors on their fields', async () => {
    serve(
      () => [200, page([user(5, 'ann')])],
      () => [
        400,
        {
          code: 'ValidationError',
          message: 'Login is already taken',
          propertyErrors: {
            userName: ['Login is already taken'],
            password: ['Password must contain a digit', 'Password must contain an uppercase letter'],
          },
        },
      ],
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ann' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Change' }));
    await userEvent.type(within(dialog()).getByLabelText('Password'), 'New#Pass1');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Login is already taken')).toBeTruthy();
    expect(
      screen.getByText('Password must contain a digit; Password must contain an uppercase letter'),
    ).toBeTruthy();
    expect(changes()[0]?.body).toMatchObject({ password: 'New#Pass1' });
    expect(screen.queryByText('User has been successfully saved!')).toBeNull();
  });

  it('deletes after confirming, and goes back to page 1 when the last row of a later page went', async () => {
    serve(
      () => [200, page([user(11, 'last')], 11, 2)],
      () => [204],
    );
    const { router } = renderPage('/Users?page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete last' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User has been successfully deleted!')).toBeTruthy();
    expect(changes()[0]).toMatchObject({ method: 'DELETE', path: '/api/AdminManagement/Users/11' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('stays on the page after a delete that leaves rows on it', async () => {
    serve(
      () => [200, page([user(11, 'one'), user(12, 'two')], 12, 2)],
      () => [204],
    );
    const { router } = renderPage('/Users?page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete one' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User has been successfully deleted!')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('offers no changes to read-only staff', async () => {
    serve(() => [200, page([user(5, 'ann')])]);
    renderPage('/Users', true);
    await screen.findByText('ann@test.example');
    expect((screen.getByRole('button', { name: /Add User/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete ann' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
