import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyDropdown } from './LazyDropdown';

describe('LazyDropdown', () => {
  it('opens on a click made before antd’s Dropdown has loaded, and runs the chosen item', async () => {
    const onChoose = vi.fn();
    render(
      <LazyDropdown menu={{ items: [{ key: 'dark', label: 'Dark', onClick: onChoose }] }} trigger={['click']}>
        <button>Theme</button>
      </LazyDropdown>,
    );
    // At once: the Dropdown's module is still on its way.
    await userEvent.click(screen.getByRole('button', { name: 'Theme' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('opens a hover menu on a hover made before it has loaded', async () => {
    render(
      <LazyDropdown menu={{ items: [{ key: 'logout', label: 'Logout' }] }}>
        <button>Avery Admin</button>
      </LazyDropdown>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Avery Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });
});
