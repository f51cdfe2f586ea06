import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './dateRanges';

const now = () => dayjs(new Date(2025, 3, 9, 14, 30));
const inputs = () => screen.getAllByRole<HTMLInputElement>('textbox');
const startInput = () => inputs()[0] as HTMLInputElement;
const endInput = () => inputs()[1] as HTMLInputElement;
const shown = () => inputs().map((input) => input.value);
const asText = ([start, end]: DateRange) =>
  `${start.format('YYYY-MM-DD HH:mm')} – ${end.format('YYYY-MM-DD HH:mm')}`;

/** Types a date into one side of the picker and confirms it with Enter. */
async function typeDate(input: HTMLInputElement, text: string) {
  await userEvent.click(input);
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(`${text}{Enter}`);
}

describe('DateRangePicker', () => {
  it('starts with the last 30 days', () => {
    render(<DateRangePicker now={now} />);
    expect(shown()).toEqual(['03/10/2025', '04/09/2025']);
  });

  it('applies a quick range', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker now={now} onChange={onChange} showTime />);
    await userEvent.click(screen.getByRole('button', { name: '1w' }));
    expect(asText(onChange.mock.calls[0]?.[0])).toBe('2025-04-02 14:30 – 2025-04-09 14:30');
    expect(shown()).toEqual(['04/02/2025 2:30 PM', '04/09/2025 2:30 PM']);
  });

  it('rounds a range longer than two years and says so', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker now={now} onChange={onChange} />);
    expect(screen.queryByText('The selected dates were rounded to match maximum time interval')).toBeNull();
    await typeDate(startInput(), '01/01/2020');
    await typeDate(endInput(), '04/01/2025');
    expect(asText(onChange.mock.lastCall?.[0])).toBe('2023-04-02 00:00 – 2025-04-01 23:59');
    expect(screen.getByRole('status').textContent).toBe(
      'The selected dates were rounded to match maximum time interval',
    );
    expect(shown()).toEqual(['04/02/2023', '04/01/2025']);
  });

  it('states the two-year limit in the open panel', async () => {
    render(<DateRangePicker now={now} />);
    await userEvent.click(startInput());
    expect(await screen.findByText('The maximum time interval for a request is two years')).toBeTruthy();
  });

  it('disables future dates unless allowed', async () => {
    const { unmount } = render(<DateRangePicker now={now} />);
    await userEvent.click(startInput());
    expect(screen.getAllByTitle('2025-04-10')[0]?.className).toContain('disabled');
    expect(screen.getAllByTitle('2025-04-09')[0]?.className).not.toContain('disabled');
    unmount();
    render(<DateRangePicker now={now} allowFuture />);
    await userEvent.click(startInput());
    expect(screen.getAllByTitle('2025-04-10')[0]?.className).not.toContain('disabled');
  });

  it('offers the named shortcuts with the previous months', async () => {
    render(<DateRangePicker now={now} />);
    await userEvent.click(startInput());
    for (const label of [
      'Today',
      'Last 24h',
      'Yesterday',
      'Last 7 days',
      'Previous week',
      'Last 30 days',
      'March 2025',
      'January 2025',
    ]) {
      expect(screen.getByText(label)).toBeTruthy();
    }
  });
});
