import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApi, type AccountProduct, type AccountWithInfo } from '@console/contract/accounts/api';
import { productsApi } from '@console/contract/products/api';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { CUSTOMER_USER_TEXT } from '../../kit/product/customer-users/texts';
import { bootstrapAs, makeBootstrap, renderRoutes } from '../../testing/render';
import { CANNOT_DELETE } from './DeleteAccountButton';
import AccountPage from './AccountPage';
import { account, accountUser, dialogTitled, findDialogTitled, page, serveBooks } from './testing';

const ACCOUNT = '/api/CommonAccount/5';

const product = (id: number, name: string, displayName: string): AccountProduct => ({
  id,
  name,
  displayName,
  projectId: name,
  enabled: true,
});

/** Account 5 as the server answers it; `more` declares further or other answers. */
function serveAccount(info: Partial<AccountWithInfo> = {}, more: (server: FakeServer) => void = () => {}) {
  const server = serveBooks(fakeServer())
    .on(accountsApi.get, account(info))
    .on(productsApi.accountProducts, [
      product(1, 'VsOnline', 'Veriscan Online'),
      product(7, 'Passport', 'Passport'),
      product(2, 'Screening', 'Verification Service'),
    ])
    .on(accountsApi.productIssues, [
      { productId: 1, productName: 'Veriscan Online', messages: [], rank: 0 },
      {
        productId: 2,
        productName: 'Verification Service',
        messages: ['The subscription expired on 01/01/2025', 'The account has no active user'],
        rank: 90,
      },
    ])
    .on(accountsApi.subscription, ({ params }) =>
      params.productId === '1'
        ? {
            productId: 1,
            status: 'Active',
            expirationDate: '2077-12-31',
            subscriptionPlanDto: { id: 1, name: 'Trial', code: 'TRIAL' },
          }
        : {
            productId: 2,
            status: 'Suspended',
            expirationDate: '2025-01-01',
            subscriptionPlanDto: { id: 5, name: 'Trial', code: 'TRIAL' },
          },
    )
    .on(accountsApi.subAccounts, page([{ id: 8, name: 'Cedar Court', contactName: 'Cy', active: true }]))
    .on(accountsApi.settings, {
      features: [
        {
          featureId: 1,
          name: 'idScanning',
          title: 'ID scanning',
          description: 'Scan documents.',
          isEnabled: true,
        },
        {
          featureId: 2,
          name: 'manualReview',
          title: 'Manual review',
          description: 'Review by hand.',
          isEnabled: false,
        },
      ],
    })
    .on(accountsApi.users, page([accountUser(11, { firstName: 'Nora', lastName: 'Newton' })]));
  more(server);
  return server;
}

function renderPage(url = '/Accounts/5', bootstrap = makeBootstrap()) {
  return renderRoutes(
    [
      { path: '/Accounts/:id', element: <AccountPage /> },
      { path: '/', element: <p>The accounts list</p> },
    ],
    { url, bootstrap },
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('AccountPage tabs', () => {
  it('opens Details by default, Users by ?tab=users, and writes the chosen tab into the URL', async () => {
    serveAccount();
    const { router } = renderPage();
    expect(await screen.findByText('Account details')).toBeTruthy();
    expect(tab('Details').getAttribute('aria-selected')).toBe('true');

    await userEvent.click(tab('Users'));
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByText('user11@test.example')).toBeTruthy();

    await userEvent.click(tab('Details'));
    expect(router.state.location.search).toBe('?tab=details');
  });

  it('opens the Users tab from the URL', async () => {
    serveAccount();
    renderPage('/Accounts/5?tab=users');
    expect(await screen.findByText('user11@test.example')).toBeTruthy();
    expect(tab('Users').getAttribute('aria-selected')).toBe('true');
    for (const title of ['Name', 'E-mail', 'Active', 'Admin', 'ReadOnly', 'Created', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${title}`) })).toBeTruthy();
    }
    // Created as MM/DD/YYYY h:mm A, in the browser's time zone.
    expect(screen.getByText(/^03\/04\/2025 \d{1,2}:30 [AP]M$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit user user11' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show credential user11' })).toBeTruthy();
  });
});

describe('AccountPage header', () => {
  it('links back to the list and to the parent, and shows the Parent badge of a parent account', async () => {
    serveAccount({ parentAccountId: 3, parentName: 'Harbor Group', isParent: true });
    renderPage();
    expect((await screen.findByRole('link', { name: /Back to Accounts List/ })).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('link', { name: /Go to Parent/ }).getAttribute('href')).toBe('/Accounts/3');
    expect(screen.getByText('Parent')).toBeTruthy();
    // A parent lists its sub-accounts, each opening its page.
    expect((await screen.findByRole('link', { name: 'Cedar Court' })).getAttribute('href')).toBe(
      '/Accounts/8',
    );
  });

  it('has neither the parent link nor the badge for a lone account', async () => {
    serveAccount();
    renderPage();
    await screen.findByRole('link', { name: /Back to Accounts List/ });
    expect(screen.queryByRole('link', { name: /Go to Parent/ })).toBeNull();
    expect(screen.queryByText('Parent')).toBeNull();
  });
});

describe('AccountPage details', () => {
  it("shows the metadata's groups, and saves with 'Account details updated'", async () => {
    const server = serveAccount({}, (more) =>
      more.on(accountsApi.update, account({ contactName: 'Bea Stone' })),
    );
    renderPage();
    expect(await screen.findByRole('region', { name: 'General Info' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'General Settings' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Contact Name' })).getByText('Ben Stone')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /^edit Edit$/ }));
    await userEvent.clear(screen.getByLabelText('Contact Name'));
    await userEvent.type(screen.getByLabelText('Contact Name'), 'Bea Stone');
    await userEvent.click(within(card('Account details')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account details updated')).toBeTruthy();
    expect(server.changes()[0]).toMatchObject({
      method: 'PUT',
      path: ACCOUNT,
      body: { name: 'Harbor Flats', contactName: 'Bea Stone', dayEnds: 0 },
    });
  });

  it("says 'Account details update is failed' with the reason, field errors on the fields", async () => {
    serveAccount({}, (more) =>
      more.on(
        accountsApi.update,
        reply(400, {
          code: 'ValidationError',
          message: 'Not valid',
          propertyErrors: { name: ['Account Name is required'] },
        }),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^edit Edit$/ }));
    await userEvent.click(within(card('Account details')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account details update is failed')).toBeTruthy();
    expect(screen.getByText('Account Name is required')).toBeTruthy();
  });

  it('numbers the products, hides Passport, and shows each status and issue alerts', async () => {
    serveAccount();
    renderPage();
    const first = await screen.findByRole('region', { name: 'Veriscan Online' });
    const second = screen.getByRole('region', { name: 'Verification Service' });
    expect(screen.queryByRole('region', { name: 'Passport' })).toBeNull();
    expect(within(first).getByText('1.')).toBeTruthy();
    expect(within(second).getByText('2.')).toBeTruthy();

    expect(await within(first).findByText('Active')).toBeTruthy();
    expect(within(first).getByText('Expires 12/31/2077')).toBeTruthy();
    expect(within(first).queryByRole('alert')).toBeNull();
    expect(await within(second).findByText('Suspended')).toBeTruthy();
    const alerts = within(second).getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'The subscription expired on 01/01/2025',
      'The account has no active user',
    ]);
    // A rank of 50 and over is an error.
    expect(alerts[0]?.className).toContain('ant-alert-error');
  });

  it("links a product with a page of its own to it: DIVE to the account's DIVE page (named route DvsAccount)", async () => {
    serveAccount({}, (server) =>
      server.on(productsApi.accountProducts, [
        product(1, 'VsOnline', 'Veriscan Online'),
        product(3, 'DVS', 'DIVE'),
      ]),
    );
    // The product's page is gated by its module, like every named route: a company with DVS.
    renderPage('/Accounts/5', makeBootstrap({ modules: [{ id: 1, name: 'DVS', moduleFeatures: [] }] }));
    const dive = await screen.findByRole('region', { name: 'DIVE' });
    expect(within(dive).getByRole('link', { name: 'DIVE' }).getAttribute('href')).toBe('/DIVE/Account/5');
    // A product without a page of its own stays a label.
    expect(within(screen.getByRole('region', { name: 'Veriscan Online' })).queryByRole('link')).toBeNull();
  });

  it("saves the account settings with 'Settings saved', and shows a failed save on the form", async () => {
    let fail = true;
    const server = serveAccount({}, (more) =>
      more.on(accountsApi.updateSettings, () =>
        fail
          ? reply(409, { code: 'Conflict', message: 'The feature is switched off for the company' })
          : { features: [] },
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Manual review/ }));
    const settings = card('Account settings');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await within(settings).findByText('The feature is switched off for the company')).toBeTruthy();

    fail = false;
    await userEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(server.changes().at(-1)?.body).toEqual({
      features: [
        { featureId: 1, isEnabled: true },
        { featureId: 2, isEnabled: true },
      ],
    });
  });
});

describe('Delete Account', () => {
  const deleteButton = () => screen.findByRole('button', { name: /Delete Account/ });

  async function typeNameAndDelete(name: string) {
    await userEvent.click(await deleteButton());
    const prompt = await findDialogTitled('Delete Account');
    await userEvent.type(within(prompt).getByLabelText('Account name'), name);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
  }

  it('is disabled unless the account can be deleted', async () => {
    serveAccount({ isCanBeDeleted: false });
    renderPage();
    const button = (await deleteButton()) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Delete Account/, description: CANNOT_DELETE })).toBe(button);
  });

  it('is disabled for staff without "Delete accounts", naming it and the roles that grant it', async () => {
    serveAccount();
    renderPage('/Accounts/5', bootstrapAs('support'));
    const button = (await deleteButton()) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = 'This needs the permission "Delete accounts" (granted by Admin).';
    expect(screen.getByRole('button', { name: /Delete Account/, description: reason })).toBe(button);
    await userEvent.hover(button.closest('.console-refused') as HTMLElement);
    expect(await screen.findByRole('tooltip', { name: reason })).toBeTruthy();
    // Editing the account is everyday work: still theirs.
    const edit = within(card('Account details')).getByRole('button', { name: /Edit/ });
    expect((edit as HTMLButtonElement).disabled).toBe(false);
  });

  it("refuses a wrong name with 'Invalid account name entered' and calls nothing", async () => {
    const server = serveAccount();
    renderPage();
    await typeNameAndDelete('Harbor');
    expect(await screen.findByText('Invalid account name entered')).toBeTruthy();
    expect(server.changes()).toEqual([]);
  });

  it("opens 'Errors when deleting an account' when a product refuses to go, and stays", async () => {
    serveAccount({}, (more) =>
      more.on(accountsApi.remove, {
        productResults: [
          { productId: 1, result: { isError: false, errors: [] } },
          {
            productId: 2,
            result: { isError: true, errors: [{ description: 'A paid subscription is running' }] },
          },
        ],
      }),
    );
    const { router } = renderPage();
    await typeNameAndDelete('Harbor Flats');
    const errors = await findDialogTitled('Errors when deleting an account');
    expect(
      within(within(errors).getByRole('region', { name: 'Verification Service' })).getByText(
        'A paid subscription is running',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Deleted')).toBeNull();
    expect(router.state.location.pathname).toBe('/Accounts/5');
  });

  it("says 'Deleted' and returns to the list when every product went", async () => {
    const server = serveAccount({}, (more) =>
      more.on(accountsApi.remove, {
        productResults: [{ productId: 1, result: { isError: false, errors: [] } }],
      }),
    );
    const { router } = renderPage();
    await typeNameAndDelete('Harbor Flats');
    expect(await screen.findByText('Deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.changes()).toEqual([expect.objectContaining({ method: 'DELETE', path: ACCOUNT })]);
    expect(() => dialogTitled('Errors when deleting an account')).toThrow();
  });
});

describe('Account users', () => {
  it('lets staff without a role add users but not read their credentials, saying why', async () => {
    serveAccount();
    renderPage('/Accounts/5?tab=users', bootstrapAs('support'));
    const credentials = (await screen.findByRole('button', {
      name: `${CUSTOMER_USER_TEXT.showCredential} user11`,
    })) as HTMLButtonElement;
    expect(credentials.disabled).toBe(true);
    expect(credentials.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: `${CUSTOMER_USER_TEXT.showCredential} user11`,
        description: needsPermissionMessage(Permission.ReadCredentials),
      }),
    ).toBe(credentials);
    expect((screen.getByRole('button', { name: /Add user/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("adds a user with 'User created' and shows ValidationError on the fields", async () => {
    let answer = reply(400, {
      code: 'ValidationError',
      message: 'Not valid',
      propertyErrors: { userName: ['Login is already taken'] },
    });
    const server = serveAccount({}, (more) => more.on(accountsApi.createUser, () => answer));
    renderPage('/Accounts/5?tab=users');
    await userEvent.click(await screen.findByRole('button', { name: /Add user/ }));
    const dialog = await findDialogTitled('Add user');
    await userEvent.type(await within(dialog).findByLabelText('Login'), 'nora');
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Nora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Login is already taken')).toBeTruthy();

    answer = reply(200, accountUser(12));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created')).toBeTruthy();
    expect(server.changes().at(-1)?.body).toEqual({ userName: 'nora', firstName: 'Nora', active: true });
  });

  it("edits a user with the password behind Change, sent only when changed, with 'User updated'", async () => {
    const server = serveAccount({}, (more) =>
      more
        .on(accountsApi.user, accountUser(11))
        .on(accountsApi.updateUser, ({ body }) => ({ ...accountUser(11), ...(body as object) })),
    );
    renderPage('/Accounts/5?tab=users');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit user user11' }));
    const dialog = await findDialogTitled('Edit user');
    expect(((await within(dialog).findByLabelText('Login')) as HTMLInputElement).value).toBe('user11');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await userEvent.clear(within(dialog).getByLabelText('First Name'));
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Nora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated')).toBeTruthy();
    const saved = server.changes().at(-1);
    expect(saved).toMatchObject({ method: 'PUT', path: `${ACCOUNT}/Users/11`, body: { firstName: 'Nora' } });
    expect(saved?.body).not.toHaveProperty('password');

    await userEvent.click(screen.getByRole('button', { name: 'Edit user user11' }));
    const again = await findDialogTitled('Edit user');
    await userEvent.click(await within(again).findByRole('button', { name: 'Change' }));
    await userEvent.type(within(again).getByLabelText('Password'), 'N3w#Secret-2025');
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.changes()).toHaveLength(2));
    expect(server.changes().at(-1)?.body).toMatchObject({ password: 'N3w#Secret-2025' });
  });
});
