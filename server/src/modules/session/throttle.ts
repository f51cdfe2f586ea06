/**
 * Sign-in throttle: after `maxFailures` failed attempts within the window, a key (a login name
 * or a client address) is refused for `lockMs`. Addresses get a larger allowance than names so
 * one office behind one address is not locked out by a single person's typos.
 *
 * It lives in memory: one server process is the deployment this console targets; a restart
 * forgets the counts, which errs on the side of letting staff in.
 */
export interface ThrottleOptions {
  maxFailures: number;
  lockMs: number;
  addressFactor?: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: ThrottleOptions) {
    this.now = options.now ?? Date.now;
  }

  private keys(userName: string, address: string) {
    const factor = this.options.addressFactor ?? 4;
    return [
      { key: `user:${userName.trim().toLowerCase()}`, limit: this.options.maxFailures },
      { key: `address:${address}`, limit: this.options.maxFailures * factor },
    ];
  }

  /** Milliseconds until this sign-in may be tried again, or 0 when it may be tried now. */
  retryAfter(userName: string, address: string): number {
    const now = this.now();
    let wait = 0;
    for (const { key } of this.keys(userName, address)) {
      const entry = this.entries.get(key);
      if (entry && entry.lockedUntil > now) wait = Math.max(wait, entry.lockedUntil - now);
    }
    return wait;
  }

  recordFailure(userName: string, address: string): void {
    const now = this.now();
    for (const { key, limit } of this.keys(userName, address)) {
      let entry = this.entries.get(key);
      if (!entry || now - entry.firstAt > this.options.lockMs) {
        entry = { failures: 0, firstAt: now, lockedUntil: 0 };
        this.entries.set(key, entry);
      }
      entry.failures += 1;
      if (entry.failures >= limit) entry.lockedUntil = now + this.options.lockMs;
    }
    this.prune(now);
  }

  /** A successful sign-in clears the name's count (not the address's: that one guards all names). */
  recordSuccess(userName: string): void {
    this.entries.delete(`user:${userName.trim().toLowerCase()}`);
  }

  private prune(now: number): void {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      if (entry.lockedUntil < now && now - entry.firstAt > this.options.lockMs) this.entries.delete(key);
    }
  }
}
