import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

/** A page with a button that opens a dialog, and one that stands for the dialog when its opener is gone. */
function Page({ openerStays }: { openerStays: boolean }) {
  const [open, setOpen] = useState(false);
  const stand = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={stand}>Stands for the dialog</button>
      {(openerStays || !open) && <button onClick={() => setOpen(true)}>Open</button>}
      <Dialog
        open={open}
        onCancel={() => setOpen(false)}
        title="Rename"
        footer={null}
        focusAfterClose={stand}
      >
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('focuses its first field on opening and gives the focus back to its opener on Escape', async () => {
    render(<Page openerStays />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
  });

  it('gives the focus to the control it names when its opener has left the page', async () => {
    render(<Page openerStays={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stands for the dialog' })),
    );
  });
});
