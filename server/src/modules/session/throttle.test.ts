import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './throttle.ts';

function throttle() {
  let now = 0;
  const t = new LoginThrottle({ maxFailures: 3, lockMs: 60_000, addressFactor: 2, now: () => now });
  return { t, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('locks a login name after the allowed failures, for the lock period', () => {
    const { t, advance } = throttle();
    for (let i = 0; i < 3; i++) t.recordFailure('Admin', '10.0.0.1');
    expect(t.retryAfter('admin', '10.0.0.2')).toBe(60_000);
    advance(60_001);
    expect(t.retryAfter('admin', '10.0.0.2')).toBe(0);
  });

  it('locks an address that fails across many names', () => {
    const { t } = throttle();
    for (let i = 0; i < 6; i++) t.recordFailure(`user${i}`, '10.0.0.9');
    expect(t.retryAfter('someone-else', '10.0.0.9')).toBeGreaterThan(0);
    expect(t.retryAfter('someone-else', '10.0.0.10')).toBe(0);
  });

  it("forgets a name's failures after a successful sign-in", () => {
    const { t } = throttle();
    t.recordFailure('admin', 'a');
    t.recordFailure('admin', 'a');
    t.recordSuccess('admin');
    t.recordFailure('admin', 'b');
    expect(t.retryAfter('admin', 'c')).toBe(0);
  });
});
