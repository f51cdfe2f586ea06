import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { secondFactorApi, type SecondFactorStatus } from '@console/contract/session/second-factor';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { renderRoutes } from '../../testing/render';
import TwoStepSignInPage from './TwoStepSignInPage';
import { TEXT } from './texts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

let server: FakeServer;
let status: SecondFactorStatus;
beforeEach(() => {
  status = { enabled: false, required: false, recoveryCodesLeft: 0 };
  server = fakeServer().on(secondFactorApi.status, () => status);
});

const renderPage = () =>
  renderRoutes([{ path: '/TwoStepSignIn', element: <TwoStepSignInPage /> }], { url: '/TwoStepSignIn' });

describe('TwoStepSignInPage', () => {
  it('sets up: the key as a QR code and as text, its first code, then the recovery codes once', async () => {
    server
      .on(secondFactorApi.start, {
        secret: SECRET,
        uri: `otpauth://totp/Console:admin?secret=${SECRET}`,
        enrolment: 'sealed',
      })
      .on(secondFactorApi.confirm, (call) => {
        if ((call.body as { code: string }).code !== '123456') {
          return reply(400, {
            code: 'ValidationError',
            message: 'wrong',
            propertyErrors: { code: ['The code is not right, or was used already.'] },
          });
        }
        status = { enabled: true, required: false, recoveryCodesLeft: 10 };
        return { recoveryCodes: CODES };
      });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(TEXT.setUp) }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.getByLabelText('QR code of the authenticator key')).toBeTruthy();

    await userEvent.type(screen.getByLabelText(TEXT.code), '654321');
    await userEvent.click(screen.getByRole('button', { name: TEXT.turnOn }));
    expect(await screen.findByText('The code is not right, or was used already.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(TEXT.code));
    await userEvent.type(screen.getByLabelText(TEXT.code), '123456');
    await userEvent.click(screen.getByRole('button', { name: TEXT.turnOn }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(server.callsOf(secondFactorApi.confirm).at(-1)?.body).toEqual({
      enrolment: 'sealed',
      code: '123456',
    });

    await userEvent.click(screen.getByRole('button', { name: TEXT.done }));
    expect(await screen.findByText(TEXT.on)).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('says the console requires it when it does', async () => {
    status = { enabled: false, required: true, recoveryCodesLeft: 0 };
    renderPage();
    expect(await screen.findByText(TEXT.required)).toBeTruthy();
  });

  it('makes new recovery codes and turns off, each with a code', async () => {
    status = { enabled: true, required: false, recoveryCodesLeft: 3 };
    server
      .on(secondFactorApi.regenerateRecoveryCodes, { recoveryCodes: CODES })
      .on(secondFactorApi.disable, () => {
        status = { enabled: false, required: false, recoveryCodesLeft: 0 };
        return undefined;
      });
    renderPage();
    expect(await screen.findByText(TEXT.on)).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: TEXT.newCodes }));
    const newCodes = await screen.findByRole('dialog');
    await userEvent.type(within(newCodes).getByLabelText(TEXT.code), '111111');
    await userEvent.click(within(newCodes).getByRole('button', { name: TEXT.newCodes }));
    expect(await screen.findByTestId('recovery-codes')).toBeTruthy();
    expect(server.callsOf(secondFactorApi.regenerateRecoveryCodes)[0]?.body).toEqual({ code: '111111' });
    await userEvent.click(screen.getByRole('button', { name: TEXT.done }));

    await userEvent.click(await screen.findByRole('button', { name: TEXT.turnOff }));
    const turnOff = await screen.findByRole('dialog');
    await userEvent.type(within(turnOff).getByLabelText(TEXT.code), 'abcd1-efgh1');
    await userEvent.click(within(turnOff).getByRole('button', { name: TEXT.turnOff }));
    await waitFor(() =>
      expect(server.callsOf(secondFactorApi.disable)[0]?.body).toEqual({ code: 'abcd1-efgh1' }),
    );
    expect(await screen.findByRole('button', { name: new RegExp(TEXT.setUp) })).toBeTruthy();
  });
});
