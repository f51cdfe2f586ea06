import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ALL_ROLES, Role } from '@console/contract/gates';
import { PERMISSION_RULE } from '@console/contract/permission-matrix';
import { ALL_PERMISSIONS, Permission } from '@console/contract/permissions';
import { PERMISSION_INFO } from '@console/contract/permission-texts';
import { fakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import RolesPermissionsPage, { GRANTED, GRANTED_TO_EVERYONE, YOURS } from './RolesPermissionsPage';

const renderPage = (roles: string[]) =>
  renderRoutes([{ path: '/Roles', element: <RolesPermissionsPage /> }], {
    url: '/Roles',
    bootstrap: makeBootstrap({ roles }),
  });

const COLUMNS = ['Permission', 'Every staff user', ...ALL_ROLES];

/** The row of a permission, by its title, and what each column of it says. */
function rowOf(permission: Permission) {
  const row = screen.getByText(PERMISSION_INFO[permission].title).closest('tr');
  if (!row) throw new Error(`no row for ${permission}`);
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(
    COLUMNS.slice(1).map((column, at) => {
      const check = within(cells[at + 1] as HTMLElement).queryByRole('img');
      return [column, check?.getAttribute('aria-label') ?? ''];
    }),
  );
}

describe('RolesPermissionsPage', () => {
  it('draws the matrix from the contract: a row per permission, a column for everyone and per role', () => {
    const server = fakeServer();
    renderPage([Role.Billing]);
    expect(screen.getByRole('heading', { name: 'Roles and permissions' })).toBeTruthy();
    expect(screen.getByText(PERMISSION_RULE)).toBeTruthy();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(YOURS, ''));
    expect(headers).toEqual(COLUMNS);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + ALL_PERMISSIONS.length);
    expect(screen.getByText(PERMISSION_INFO[Permission.ManageBilling].description)).toBeTruthy();
    // Nothing is asked of the server: the table is the contract's.
    expect(server.calls).toEqual([]);
  });

  it('checks what each role grants, the everyday work grey in every column', () => {
    fakeServer();
    renderPage([]);
    expect(rowOf(Permission.ManageBilling)).toEqual({
      'Every staff user': '',
      Admin: GRANTED,
      'Super Admin': '',
      Checkpoint: '',
      Reviewer: '',
      Billing: GRANTED,
    });
    expect(rowOf(Permission.ManageDefaultFeatures)).toMatchObject({ Admin: '', Checkpoint: GRANTED });
    expect(rowOf(Permission.ReadData)).toEqual({
      'Every staff user': GRANTED,
      ...Object.fromEntries(ALL_ROLES.map((role) => [role, GRANTED_TO_EVERYONE])),
    });
  });

  it("marks the signed-in user's own columns, their roles compared in any case", () => {
    fakeServer();
    renderPage(['reviewer', Role.Checkpoint]);
    const yours = screen
      .getAllByRole('columnheader')
      .filter((header) => within(header).queryByText(YOURS))
      .map((header) => header.textContent?.replace(YOURS, ''));
    expect(yours).toEqual(['Every staff user', 'Checkpoint', 'Reviewer']);
  });
});
