import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApi } from '@console/contract/accounts/api';
import { fakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import { READ_ONLY_REASON } from '../../kit/permit';
import { CredentialsDialog, OPEN_AUTO_LOGIN } from './CredentialsDialog';
import { accountUser } from './testing';
import { TEXT } from './texts';

const LINK = 'http://customer.test/auto-login?token=one-time';

function serve(expiresInSeconds: number) {
  return fakeServer()
    .on(accountsApi.credentials, ({ params }) =>
      params.userId === '11'
        ? [
            { key: 'Login', value: 'nora' },
            { key: 'Product key: Face Compare', value: 'M35HD-35PPJ-FZTK9-Q4WGV' },
          ]
        : [],
    )
    .on(accountsApi.autoLogin, { autoLoginLink: LINK, expiresInSeconds });
}

function renderDialog(readOnly = false) {
  const user = { id: 1, name: 'Avery Admin', userName: 'admin', readOnly };
  return renderRoutes(
    [{ path: '/', element: <CredentialsDialog user={accountUser(11)} onClose={() => {}} /> }],
    {
      bootstrap: makeBootstrap({ user }),
    },
  );
}

function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}

describe('CredentialsDialog', () => {
  it("shows each credential as returned, and copies its value with 'Copied'", async () => {
    serve(30);
    const writeText = stubClipboard();
    renderDialog();
    expect(await screen.findByText('M35HD-35PPJ-FZTK9-Q4WGV')).toBeTruthy();
    expect(screen.getByText('Login')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Product key: Face Compare' }));
    expect(writeText).toHaveBeenCalledWith('M35HD-35PPJ-FZTK9-Q4WGV');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('offers the auto-login link for the 30 seconds the server gives it', async () => {
    serve(30);
    renderDialog();
    const link = await screen.findByRole('link', { name: new RegExp(OPEN_AUTO_LOGIN) });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(screen.getByRole('timer').textContent).toBe('30s');
    expect(screen.queryByText(TEXT.autoLoginExpired)).toBeNull();
  });

  it('disables the link at zero, with a note to close and reopen the dialog', async () => {
    serve(1);
    renderDialog();
    await screen.findByRole('link', { name: new RegExp(OPEN_AUTO_LOGIN) });
    expect(await screen.findByText(TEXT.autoLoginExpired, undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: new RegExp(OPEN_AUTO_LOGIN) })).toBeNull();
    const button = screen.getByRole('button', { name: new RegExp(OPEN_AUTO_LOGIN) }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(button.parentElement as HTMLElement).getByRole('timer').textContent).toBe('0s');
  });

  it('asks no auto-login link for read-only staff, and says why', async () => {
    const server = serve(30);
    renderDialog(true);
    expect(await screen.findByText(READ_ONLY_REASON)).toBeTruthy();
    await screen.findByText('nora');
    expect(server.callsOf(accountsApi.autoLogin)).toEqual([]);
  });
});
