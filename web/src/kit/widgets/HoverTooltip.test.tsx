import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoverTooltip } from './HoverTooltip';

describe('HoverTooltip', () => {
  it('shows its title on the first hover, and keeps the child’s own hover handler', async () => {
    const onMouseEnter = vi.fn();
    render(
      <HoverTooltip title="Assigned to you">
        <button onMouseEnter={onMouseEnter}>Star</button>
      </HoverTooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'Star' }));
    expect(await screen.findByRole('tooltip', { name: 'Assigned to you' })).toBeTruthy();
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
  });

  it('shows its title when the child takes the keyboard focus', async () => {
    render(
      <HoverTooltip title="Parent">
        <a href="/Accounts/2">Harbor Flats</a>
      </HoverTooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip', { name: 'Parent' })).toBeTruthy();
  });

  it('leaves the keyboard focus on the child when the tooltip arrives and wraps it', async () => {
    const focusedRef = vi.fn();
    render(
      <HoverTooltip title="Parent">
        <a href="/Accounts/2" ref={focusedRef}>
          Harbor Flats
        </a>
      </HoverTooltip>,
    );
    await userEvent.tab();
    await screen.findByRole('tooltip', { name: 'Parent' });
    const link = screen.getByRole('link', { name: 'Harbor Flats' });
    expect(document.activeElement).toBe(link);
    // The child's own ref still follows the element on the page (the palette launcher focuses by it).
    expect(focusedRef).toHaveBeenLastCalledWith(link);
  });
});
