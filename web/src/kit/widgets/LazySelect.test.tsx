import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { chosenText } from './LazySelect';

const SIZES = [10, 20, 100].map((size) => ({ value: size, label: `${size} / page` }));

describe('LazySelect', () => {
  it("stands in with the chosen option's text under the select's name, and a click opens antd's Select when it arrives", async () => {
    // A module of its own: a worker's test files share modules, and once antd's Select has arrived
    // (another file's list drew one) the module draws it at once.
    vi.resetModules();
    const { LazySelect } = await import('./LazySelect');
    const onChange = vi.fn();
    render(<LazySelect aria-label="Page Size" value={10} options={SIZES} onChange={onChange} />);
    // Before antd's Select: a combobox of the same name showing the chosen option.
    const standIn = screen.getByRole('combobox', { name: 'Page Size' });
    expect(standIn.getAttribute('aria-busy')).toBe('true');
    expect(standIn.textContent).toBe('10 / page');

    fireEvent.click(standIn);
    fireEvent.click(await screen.findByTitle('20 / page', {}, { timeout: 10_000 }));
    expect(onChange).toHaveBeenCalledWith(20, expect.anything());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Page Size' }).getAttribute('aria-busy')).toBeNull(),
    );
  });

  it("draws the chosen options' labels as antd does, or nothing (then the placeholder shows)", () => {
    // Once antd's Select has arrived (the test above) it is drawn at once: the stand-in's text alone.
    expect(chosenText({ options: SIZES, value: 100 })).toBe('100 / page');
    expect(chosenText({ options: SIZES, mode: 'multiple', value: [10, 100] })).toBe('10 / page, 100 / page');
    expect(chosenText({ options: SIZES, value: 7 })).toBe('7');
    expect(chosenText({ options: SIZES })).toBeNull();
    expect(chosenText({ options: SIZES, mode: 'multiple', value: [] })).toBeNull();
  });
});
