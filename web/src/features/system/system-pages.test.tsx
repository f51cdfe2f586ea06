import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../testing/render';
import NotFoundPage from './NotFoundPage';
import ForbiddenPage from './ForbiddenPage';

describe('system pages', () => {
  it('404 names the page it was redirected from', async () => {
    renderRoutes([{ path: '/404', element: <NotFoundPage /> }], {
      url: '/404?redirectedFrom=%2Fmissing%3Fa%3D1',
    });
    expect(await screen.findByText('Page "/missing?a=1" not found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('/forbidden reads "You don\'t have permissions"', async () => {
    renderRoutes([{ path: '/forbidden', element: <ForbiddenPage /> }], { url: '/forbidden' });
    expect(await screen.findByText("You don't have permissions")).toBeTruthy();
  });
});
