import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mriApi, type MriAuthorization } from '@console/contract/integrations/api';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import { MriAuthorizationPanel } from './MriAuthorizationPanel';
import MriCallbackPage from './MriCallbackPage';

const GUID = '95a1e800-3631-47d4-8835-9f10d6fb8fe5';

const authorization = (overrides: Partial<MriAuthorization> = {}): MriAuthorization => ({
  system: 'mri',
  locationGuid: GUID,
  clientId: 'mri-client-1',
  authorized: false,
  subject: null,
  scope: null,
  authorizedAt: null,
  authorizedBy: null,
  accessTokenExpiresAt: null,
  hasRefreshToken: false,
  ...overrides,
});

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

describe('MriAuthorizationPanel', () => {
  it("starts the flow with the console's callback address and sends the browser to MRI's URL", async () => {
    server
      .on(mriApi.authorization, authorization())
      .on(mriApi.authorize, { authorizationUrl: 'https://auth.mri.example/authorize?state=s' });
    const navigate = vi.fn();
    renderRoutes([{ path: '/x', element: <MriAuthorizationPanel guid={GUID} navigate={navigate} /> }], {
      url: '/x',
      bootstrap: makeBootstrap({ modules: [{ id: 1, name: 'Veriscan', moduleFeatures: [] }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Authorize with MRI/ }, { timeout: 5000 }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://auth.mri.example/authorize?state=s'));
    expect(server.callsOf(mriApi.authorize)[0]).toMatchObject({
      params: { guid: GUID },
      body: { redirectUri: `${window.location.origin}/oidc-mri-callback` },
    });
  });

  it('cannot start without the customer MRI client id, and says so', async () => {
    server.on(mriApi.authorization, authorization({ clientId: null }));
    renderRoutes([{ path: '/x', element: <MriAuthorizationPanel guid={GUID} /> }], { url: '/x' });
    expect(
      await screen.findByText(/The customer has no MRI client ID/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Authorize with MRI/ }).hasAttribute('disabled')).toBe(true);
  });
});

describe('MriCallbackPage', () => {
  const callbackRoutes = [
    { path: '/oidc-mri-callback', element: <MriCallbackPage /> },
    { path: '/Integrations/mri/:guid', element: <p>MRI page</p> },
  ];

  it('posts the address MRI sent it to, once, and returns to the location MRI page', async () => {
    window.history.replaceState(null, '', '/oidc-mri-callback?code=abc&state=xyz');
    server.on(mriApi.callback, authorization({ authorized: true, subject: 'mri-user' }));
    const { router } = renderRoutes(callbackRoutes, { url: '/oidc-mri-callback?code=abc&state=xyz' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Integrations/mri/${GUID}`), {
      timeout: 5000,
    });
    expect(server.callsOf(mriApi.callback)).toHaveLength(1);
    expect(server.callsOf(mriApi.callback)[0]).toMatchObject({
      body: { redirectUri: `${window.location.origin}/oidc-mri-callback?code=abc&state=xyz` },
    });
  });

  it("shows the server's refusal in words", async () => {
    window.history.replaceState(null, '', '/oidc-mri-callback?code=abc&state=used');
    server.on(
      mriApi.callback,
      reply(400, {
        code: 'ValidationError',
        message: 'This authorization is unknown, expired or already used',
        propertyErrors: { redirectUri: ['This authorization is unknown, expired or already used'] },
      }),
    );
    renderRoutes(callbackRoutes, { url: '/oidc-mri-callback?code=abc&state=used' });
    expect(
      await screen.findByText('The MRI authorization failed', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByText(/unknown, expired or already used/).length).toBeGreaterThan(0);
  });
});
