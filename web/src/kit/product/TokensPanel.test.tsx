import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectorApi } from '@console/contract/collector/api';
import { Module } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import type { ApiToken } from '@console/contract/kit';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { bootstrapAs, renderRoutes, type StaffKind } from '../../testing/render';
import { TokensPanel } from './TokensPanel';
import { TEXT } from './tokens/texts';
import { READ_ONLY_REASON } from '../permit';

const api = collectorApi.tokens;
const SECRET = 'dc_live_0123456789abcdefWXYZ';

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: 1,
  label: 'Front desk scanner',
  hint: 'WXYZ',
  status: 'active',
  disabled: false,
  expirationDate: null,
  createdAt: '2025-03-01T12:24:00.000Z',
  createdBy: 'Avery Admin',
  lastUsedAt: null,
  ...overrides,
});

/** As staff of a company with the collector's module, whose calls these are. */
function render(as: StaffKind = 'admin') {
  return renderRoutes([{ path: '/tokens', element: <TokensPanel endpoints={api} /> }], {
    url: '/tokens',
    bootstrap: bootstrapAs(as, { modules: [{ id: 2, name: Module.DocumentCollector, moduleFeatures: [] }] }),
  });
}

const rowOf = async (label: string) => (await screen.findByText(label)).closest('tr') as HTMLElement;

/**
 * Clicks the token's action, sees its question asked with nothing sent yet, answers it with the same
 * action and waits for the one change it sends.
 */
async function confirmRowAction(server: FakeServer, action: string, question: string) {
  fireEvent.click(within(await rowOf('Front desk scanner')).getByRole('button', { name: action }));
  expect(await screen.findByText(question)).toBeTruthy();
  expect(server.changes()).toEqual([]);
  fireEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: action }));
  await waitFor(() => expect(server.changes()).toHaveLength(1));
}

describe('TokensPanel', () => {
  it('lists the tokens by label, the end of the secret, status and dates', async () => {
    fakeServer().on(api.list, [
      token(),
      token({ id: 2, label: 'Old kiosk', hint: 'K10S', status: 'expired', expirationDate: '2025-01-31' }),
      token({
        id: 3,
        label: 'Spare',
        status: 'disabled',
        disabled: true,
        lastUsedAt: '2025-03-02T08:05:00Z',
      }),
    ]);
    render();
    const row = await rowOf('Front desk scanner');
    for (const caption of ['Label', 'Ends with', 'Status', 'Expires', 'Created', 'Created By', 'Last Used']) {
      expect(screen.getByRole('columnheader', { name: caption })).toBeTruthy();
    }
    expect(within(row).getByText('…WXYZ')).toBeTruthy();
    expect(within(row).getByText('Active').className).toContain('green');
    expect(within(row).getAllByText(TEXT.never)).toHaveLength(2);
    expect(within(await rowOf('Old kiosk')).getByText('Expired').className).toContain('orange');
    expect(within(await rowOf('Old kiosk')).getByText('01/31/2025')).toBeTruthy();
    expect(within(await rowOf('Spare')).getByRole('button', { name: TEXT.enable })).toBeTruthy();
  });

  it('says when there are no tokens yet', async () => {
    fakeServer().on(api.list, []);
    render();
    expect(await screen.findByText(TEXT.empty)).toBeTruthy();
  });

  it('issues a token and shows its secret once; the list never has it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    let listed: ApiToken[] = [];
    const server = fakeServer()
      .on(api.list, () => listed)
      .on(api.create, (call) => {
        listed = [token({ label: (call.body as { label: string }).label })];
        return { ...token({ label: 'Lobby tablet' }), token: SECRET };
      });
    render();
    await screen.findByText(TEXT.empty);
    fireEvent.click(screen.getByRole('button', { name: /Issue token/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Lobby tablet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Issue token/ }));

    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.getByText(TEXT.shownOnce)).toBeTruthy();
    expect(server.callsOf(api.create).map((call) => call.body)).toEqual([{ label: 'Lobby tablet' }]);
    fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Copied')).toBeTruthy();

    // The list is read again, and closing the dialog is the last of the secret.
    await waitFor(() => expect(server.callsOf(api.list)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: TEXT.done }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
    expect(within(await rowOf('Lobby tablet')).getByText('…WXYZ')).toBeTruthy();
  });

  it('refuses to issue a token without a label', async () => {
    const server = fakeServer().on(api.list, []);
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Issue token/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Issue token/ }));
    expect(await within(dialog).findByText('Label is required')).toBeTruthy();
    expect(server.changes()).toEqual([]);
  });

  it('changes the expiration with a PUT of the new last day', async () => {
    const server = fakeServer()
      .on(api.list, [token({ expirationDate: '2099-01-31' })])
      .on(api.update, token());
    render();
    fireEvent.click(
      within(await rowOf('Front desk scanner')).getByRole('button', { name: TEXT.changeExpiration }),
    );
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByLabelText('Expiration Date') as HTMLInputElement;
    expect(picker.value).toBe('01/31/2099');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '12/31/2099' } });
    fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    const [change] = server.changes();
    expect(change).toMatchObject({
      method: 'PUT',
      params: { tokenId: '1' },
      body: { expirationDate: '2099-12-31' },
    });
  });

  it('disables a token once confirmed', async () => {
    const server = fakeServer()
      .on(api.list, [token()])
      .on(api.update, token({ disabled: true }));
    render();
    await confirmRowAction(server, TEXT.disable, TEXT.disableConfirm);
    expect(server.changes()[0]).toMatchObject({
      method: 'PUT',
      params: { tokenId: '1' },
      body: { disabled: true },
    });
  });

  it('asks before deleting, then sends DELETE', async () => {
    const server = fakeServer()
      .on(api.list, [token({ id: 7 })])
      .on(api.remove, undefined);
    render();
    await confirmRowAction(server, TEXT.delete, TEXT.deleteConfirm);
    expect(server.changes()[0]).toMatchObject({ method: 'DELETE', params: { tokenId: '7' } });
    expect(await screen.findByText(TEXT.deleted)).toBeTruthy();
  });

  it('disables every action for staff without "Manage tokens and licenses", saying so', async () => {
    const server = fakeServer().on(api.list, [token()]);
    render('support');
    const row = await rowOf('Front desk scanner');
    const reason = needsPermissionMessage(Permission.ManageCredentials);
    expect(reason).toContain('"Manage tokens and licenses"');
    const issue = screen.getByRole('button', { name: /Issue token/, description: reason });
    expect((issue as HTMLButtonElement).disabled).toBe(true);
    for (const name of [TEXT.changeExpiration, TEXT.disable, TEXT.delete]) {
      const action = within(row).getByRole('button', { name, description: reason }) as HTMLButtonElement;
      expect(action.disabled).toBe(true);
    }
    await userEvent.hover(issue.closest('.console-refused') as HTMLElement);
    expect(await screen.findByRole('tooltip', { name: reason })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: TEXT.delete }));
    expect(screen.queryByText(TEXT.deleteConfirm)).toBeNull();
    expect(server.changes()).toEqual([]);
  });

  it('tells read-only staff their account is read-only on every action', async () => {
    fakeServer().on(api.list, [token()]);
    render('readOnly');
    const row = await rowOf('Front desk scanner');
    expect(screen.getByRole('button', { name: /Issue token/, description: READ_ONLY_REASON })).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: TEXT.delete, description: READ_ONLY_REASON }),
    ).toBeTruthy();
  });
});
