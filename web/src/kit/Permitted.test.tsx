import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { accountsApi } from '@console/contract/accounts/api';
import { Module } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { bootstrapAs, makeBootstrap, renderRoutes, type StaffKind } from '../testing/render';
import { NOT_FOR_COMPANY_REASON, permitOf, READ_ONLY_REASON } from './permit';
import { Permitted } from './Permitted';

const DELETE_REASON = needsPermissionMessage(Permission.DeleteAccounts);

describe('permitOf', () => {
  const change = accountsApi.remove.gate;
  const edit = accountsApi.update.gate;
  const read = accountsApi.get.gate;

  it('words the permission a role-less user lacks as the server’s 403 does, with the roles granting it', () => {
    expect(permitOf(change, bootstrapAs('support'))).toEqual({
      allowed: false,
      reason: 'This needs the permission "Delete accounts" (granted by Admin).',
    });
    expect(permitOf(edit, bootstrapAs('support'))).toEqual({ allowed: true });
    expect(permitOf(change, bootstrapAs('admin'))).toEqual({ allowed: true });
  });

  it('says the account is read-only before naming a permission, as the server checks it first', () => {
    expect(permitOf(change, bootstrapAs('readOnly'))).toEqual({ allowed: false, reason: READ_ONLY_REASON });
    const readOnlySupport = bootstrapAs('support');
    readOnlySupport.user.readOnly = true;
    expect(permitOf(change, readOnlySupport).reason).toBe(READ_ONLY_REASON);
    // Reading is every staff user's, read-only or not.
    expect(permitOf(read, bootstrapAs('readOnly'))).toEqual({ allowed: true });
  });

  it('refuses a call of a module the company does not have', () => {
    const gate = { permission: Permission.EditAccounts, module: Module.DVS, writes: true };
    expect(permitOf(gate, makeBootstrap())).toEqual({ allowed: false, reason: NOT_FOR_COMPANY_REASON });
  });
});

function renderDelete(as: StaffKind, onClick = vi.fn()) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <Permitted call={accountsApi.remove}>
            <Button danger onClick={onClick}>
              Delete account
            </Button>
          </Permitted>
        ),
      },
    ],
    { as },
  );
  return { button: screen.getByRole('button', { name: 'Delete account' }), onClick };
}

describe('Permitted', () => {
  it('disables the action for a user without the permission, the tooltip naming it', async () => {
    const { button } = renderDelete('support');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // Screen readers hear the reason with the button.
    expect(screen.getByRole('button', { name: 'Delete account', description: DELETE_REASON })).toBe(button);
    await userEvent.hover(button.closest('.console-refused') as HTMLElement);
    expect(await screen.findByRole('tooltip', { name: DELETE_REASON })).toBeTruthy();
  });

  it('leaves the action as it is for a user whose role grants it', () => {
    const { button, onClick } = renderDelete('admin');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.closest('.console-refused')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('says the account is read-only to an Admin whose account is', async () => {
    const { button, onClick } = renderDelete('readOnly');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.hover(button.closest('.console-refused') as HTMLElement);
    expect(await screen.findByRole('tooltip', { name: READ_ONLY_REASON })).toBeTruthy();
  });

  it('asks its question only when the call is allowed', async () => {
    const onConfirm = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <Permitted call={accountsApi.remove} confirm={{ title: 'Delete it?', onConfirm }}>
              <Button>Delete</Button>
            </Permitted>
          ),
        },
      ],
      { as: 'admin' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete it?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});
