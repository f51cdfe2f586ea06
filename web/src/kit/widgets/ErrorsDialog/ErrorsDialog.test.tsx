import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorsDialog } from './ErrorsDialog';

const errors = [
  { name: 'Face Compare', descriptions: ['Plan expired'] },
  { name: 'OCR', descriptions: ['No subscription'] },
  { name: 'Face Compare', descriptions: ['Quota reached', 'Plan expired'] },
];

describe('ErrorsDialog', () => {
  it('shows its title and the errors grouped by name', () => {
    render(<ErrorsDialog open title="Errors when creating an account" errors={errors} onClose={() => {}} />);
    expect(screen.getByText('Errors when creating an account')).toBeTruthy();
    const face = within(screen.getByRole('region', { name: 'Face Compare' }));
    expect(face.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Plan expired',
      'Quota reached',
    ]);
    const ocr = within(screen.getByRole('region', { name: 'OCR' }));
    expect(ocr.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['No subscription']);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Face Compare',
      'OCR',
    ]);
  });

  it('calls onClose from its Close button', async () => {
    const onClose = vi.fn();
    render(<ErrorsDialog open title="Errors when deleting an account" errors={errors} onClose={onClose} />);
    await userEvent.click(screen.getByText('Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
