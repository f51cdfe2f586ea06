import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessSubject } from '@console/contract/access';
import { Role } from '@console/contract/gates';
import { visibleMenu } from '../navigation';
import { routes } from '../../routes';
import { renderRoutes } from '../../testing/render';
import { PaletteLauncher } from './PaletteLauncher';

const ADMIN: AccessSubject = { roles: [Role.Admin], modules: [], projects: [] };

describe('PaletteLauncher', () => {
  it('gives the focus to the launcher when the palette, opened by its shortcut from the page, is closed', async () => {
    renderRoutes([
      { path: '/', element: <PaletteLauncher menu={visibleMenu(routes, ADMIN)} subject={ADMIN} /> },
    ]);
    await screen.findByRole('button', { name: /Search/ });
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', { name: 'Go to a page or a record' });
    await userEvent.keyboard('{Escape}');
    // Looked up again: the launcher is mounted anew when its tooltip first arrives (kit/widgets/HoverTooltip).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Search/ })));
  });
});
