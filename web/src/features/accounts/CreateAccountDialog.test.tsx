import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApi, type AccountCreateResponse } from '@console/contract/accounts/api';
import { fakeServer, reply, type FakeCall, type Reply } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import AccountsListPage from './AccountsListPage';
import { dialogTitled, findDialogTitled, listItem, page, serveBooks } from './testing';

function renderPage(roles = ['Admin']) {
  return renderRoutes([{ path: '/', element: <AccountsListPage /> }], {
    bootstrap: makeBootstrap({ roles }),
  });
}

const CREATED: AccountCreateResponse = { customerId: 9, productResults: [] };

/** Serves the list and the books; the create call answers `create`. */
function serve(create: (call: FakeCall) => AccountCreateResponse | Reply) {
  return serveBooks(fakeServer())
    .on(accountsApi.list, page([listItem(1, { customerName: 'Acme Rentals' })]))
    .on(accountsApi.create, create);
}

const dialog = () => dialogTitled('Create Account');

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /Create Account/ }));
  await within(await findDialogTitled('Create Account')).findByLabelText('Account Name');
}

/** Every required field; an Admin must also pick Assigned To (console-core §5). */
async function fillRequired() {
  fireEvent.mouseDown(within(dialog()).getByLabelText('Assigned To'));
  fireEvent.click(await screen.findByTitle('Avery Admin (current)'));
  await userEvent.type(within(dialog()).getByLabelText('Account Name'), 'Acme Rentals');
  await userEvent.type(within(dialog()).getByLabelText('First Name'), 'Ada');
  await userEvent.type(within(dialog()).getByLabelText('Last Name'), 'Lovelace');
  await userEvent.type(within(dialog()).getByLabelText('Login'), 'ada');
  await userEvent.type(within(dialog()).getByLabelText('Email'), 'ada@test.example');
}

const submit = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));

describe('Create Account', () => {
  it('keeps the optional fields behind Show Optional Fields', async () => {
    serve(() => CREATED);
    renderPage();
    await openDialog();
    // Hidden fields stay registered (what was typed is kept), so they are in the page but not shown.
    const phoneShown = () =>
      !within(dialog())
        .getByLabelText('Phone')
        .closest('.ant-form-item')
        ?.classList.contains('ant-form-item-hidden');
    expect(phoneShown()).toBe(false);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Show Optional Fields' }));
    expect(phoneShown()).toBe(true);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Hide Optional Fields' }));
    expect(phoneShown()).toBe(false);
  });

  it('lets an Admin pick Assigned To from the admins, the signed-in one marked (current)', async () => {
    const server = serve(() => CREATED);
    renderPage();
    await openDialog();
    await fillRequired();
    await submit();
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]?.body).toMatchObject({ assignedTo: 1 });
  });

  it('shows Assigned To read-only to other roles, not as an empty disabled select', async () => {
    serve(() => CREATED);
    renderPage(['Checkpoint']);
    await openDialog();
    const assignedTo = within(dialog()).getByRole('group', { name: 'Assigned To' });
    expect(assignedTo.textContent).toBe('Empty');
    expect(within(dialog()).queryByRole('combobox', { name: 'Assigned To' })).toBeNull();
  });

  it('sends the chosen products with their plans, then shows the new account in the list', async () => {
    const server = serve(() => CREATED);
    const { router } = renderPage();
    await openDialog();
    await fillRequired();
    // Passport is kept for old accounts only: it is not offered.
    expect(within(dialog()).queryByRole('checkbox', { name: 'Passport' })).toBeNull();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Veriscan Online' }));
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Veriscan Online plan' }));
    fireEvent.click(await screen.findByTitle('Basic'));
    await submit();

    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(server.changes()[0]?.body).toMatchObject({
      customerName: 'Acme Rentals',
      firstName: 'Ada',
      email: 'ada@test.example',
      products: [{ productId: 1, subscriptionPlanId: 2 }],
    });
    await waitFor(() => expect(dialog).toThrow());
    expect(router.state.location.search).toBe('?textFilter=Acme+Rentals');
  });

  it("lists each failed product's name and errors under 'Errors when creating an account'", async () => {
    serve(() => ({
      customerId: 9,
      productResults: [
        { productId: 1, result: { isError: false, errors: [] } },
        {
          productId: 2,
          result: {
            isError: true,
            errors: [{ description: 'Verification Service needs a subscription plan' }],
          },
        },
      ],
    }));
    renderPage();
    await openDialog();
    await fillRequired();
    await submit();
    const errors = await findDialogTitled('Errors when creating an account');
    const product = within(within(errors).getByRole('region', { name: 'Verification Service' }));
    expect(product.getByText('Verification Service needs a subscription plan')).toBeTruthy();
    expect(within(errors).queryByRole('region', { name: 'Veriscan Online' })).toBeNull();
  });

  it("checks the required fields in the browser, with the server's words, and sends nothing", async () => {
    const server = serve(() => CREATED);
    renderPage();
    await openDialog();
    await submit();
    expect(await within(dialog()).findByText('Account Name is required')).toBeTruthy();
    expect(within(dialog()).getByText('Assigned To is required')).toBeTruthy();
    expect(within(dialog()).getByText('Email is required')).toBeTruthy();
    await userEvent.type(within(dialog()).getByLabelText('Email'), 'not-an-address');
    expect(await within(dialog()).findByText('Email is not a valid e-mail address')).toBeTruthy();
    expect(server.changes()).toHaveLength(0);
  });

  it('shows the server field errors on their fields, keeps the dialog open, and clears one when its field changes', async () => {
    serve(() =>
      reply(400, {
        code: 'ValidationError',
        message: 'The request is not valid',
        propertyErrors: { userName: ['Login is already taken'], email: ['Email is already used'] },
      }),
    );
    renderPage();
    await openDialog();
    await fillRequired();
    await submit();
    expect(await within(dialog()).findByText('Login is already taken')).toBeTruthy();
    expect(within(dialog()).getByText('Email is already used')).toBeTruthy();
    expect(screen.queryByText('Account created')).toBeNull();
    // Correcting the field takes its stale server error away; the other stays until resubmitted.
    await userEvent.type(within(dialog()).getByLabelText('Login'), '2');
    await waitFor(() => expect(within(dialog()).queryByText('Login is already taken')).toBeNull());
    expect(within(dialog()).getByText('Email is already used')).toBeTruthy();
  });
});
