import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { CountdownTimer } from './CountdownTimer';

function renderTimer(props: { seconds?: number; onExpire?: () => void } = {}) {
  render(
    <CountdownTimer {...props}>
      {({ expired }) => <Button disabled={expired}>Open link</Button>}
    </CountdownTimer>,
  );
}

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Open link' });
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('CountdownTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from 30 seconds by default', () => {
    renderTimer();
    expect(screen.getByRole('timer').textContent).toBe('30s');
    tick(1);
    expect(screen.getByRole('timer').textContent).toBe('29s');
    tick(28);
    expect(screen.getByRole('timer').textContent).toBe('1s');
    expect(button().disabled).toBe(false);
  });

  it('disables its action at zero and reports the expiry once', () => {
    const onExpire = vi.fn();
    renderTimer({ seconds: 3, onExpire });
    tick(3);
    expect(screen.getByRole('timer').textContent).toBe('0s');
    expect(button().disabled).toBe(true);
    tick(5);
    expect(screen.getByRole('timer').textContent).toBe('0s');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
