import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Typography } from 'antd';

/** The auto-login link's validity (console-core §9). */
export const COUNTDOWN_SECONDS = 30;

export interface CountdownState {
  remaining: number;
  expired: boolean;
}

export interface CountdownTimerProps {
  /** Seconds to count down from; remount (change the key) to start again. */
  seconds?: number;
  /** The action the countdown guards, disabled by the caller when `expired`. */
  children: (state: CountdownState) => ReactNode;
  onExpire?: () => void;
}

/**
 * Shows the remaining seconds and hands them to its child. The remaining time is read from a fixed
 * deadline rather than counted per tick, so a throttled background tab cannot stretch it.
 */
export function CountdownTimer({ seconds = COUNTDOWN_SECONDS, children, onExpire }: CountdownTimerProps) {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);
  const expired = remaining <= 0;

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => {
      setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, expired]);

  // Only the moment of expiry matters, not a new onExpire identity after it.
  const reportExpiry = useEffectEvent(() => onExpire?.());
  useEffect(() => {
    if (expired) reportExpiry();
  }, [expired]);

  return (
    <>
      <Typography.Text type={expired ? 'secondary' : undefined} role="timer">
        {remaining}s
      </Typography.Text>
      {children({ remaining, expired })}
    </>
  );
}
