import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { secondFactorApi } from '@console/contract/session/second-factor';
import { fakeServer } from '../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../testing/render';
import { routes as sessionRoutes } from '../features/session/routes';
import { routes as systemRoutes } from '../features/system/routes';
import { withCallGates, type AppRoute } from '../kit/routeTypes';
import { routeObjects } from './router';

/** The enrolment and the 403 page, without the shell: the guard is what is under test. */
const table: AppRoute[] = withCallGates([...sessionRoutes, ...systemRoutes]).map((route) => ({
  ...route,
  layout: 'blank',
}));

describe('a second factor the console requires and the user has not set up', () => {
  it('sends every page to the enrolment, and opens it', async () => {
    fakeServer().on(secondFactorApi.status, { enabled: false, required: true, recoveryCodesLeft: 0 });
    const { router } = renderRoutes(routeObjects(table), {
      url: '/forbidden',
      bootstrap: makeBootstrap({ secondFactor: { enabled: false, required: true } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/TwoStepSignIn'));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
  });

  it('opens pages as usual once it is set up', async () => {
    fakeServer();
    const { router } = renderRoutes(routeObjects(table), {
      url: '/forbidden',
      bootstrap: makeBootstrap({ secondFactor: { enabled: true, required: true } }),
    });
    expect(await screen.findByText('403')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forbidden');
  });
});
