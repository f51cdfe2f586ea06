import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart, loadOnce } from './lazyPart';

/** A part whose code arrives when the test says so, counting how often it was asked for. */
function slowPart() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return ({ name }: { name: string }) => <div role="dialog" aria-label={name} />;
  });
  return { Part: lazyPart(load), load, arrive };
}

function Opener({ Part }: { Part: ReturnType<typeof slowPart>['Part'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button {...Part.opener} onClick={() => setOpen(true)}>
        Create
      </button>
      {open && <Part name="Create" />}
    </>
  );
}

describe('lazyPart', () => {
  it('starts loading on hover, once, and draws the part when it is opened', async () => {
    const { Part, load, arrive } = slowPart();
    render(<Opener Part={Part} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('button', { name: 'Create' }));
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: 'Create' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows that it is on its way when opened before its code has arrived', async () => {
    const { Part, arrive } = slowPart();
    const { container } = render(<Opener Part={Part} />);
    screen.getByRole('button', { name: 'Create' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(container.ownerDocument.querySelector('[aria-busy]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Create' })).toBeTruthy();
    expect(container.ownerDocument.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('loadOnce', () => {
  it('loads once for every call, but again after a load that failed', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('connection dropped'))
      .mockResolvedValue('module');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('connection dropped');
    expect(await once()).toBe('module');
    expect(await once()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
