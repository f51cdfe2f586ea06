import type { RateCounter } from '../../security/rate-counter.ts';
import { hashToken } from '../../security/tokens.ts';

/**
 * Sign-in throttle: after `maxFailures` failed attempts within `lockMs`, a login name is refused
 * for `lockMs`; so is a client address after `addressFactor` times as many, across names, so one
 * office behind one address is not locked out by a single person's typos.
 *
 * An attempt is reserved in the database before its password is evaluated (RateCounter: one
 * atomic statement per key, shared by every console process), so however many attempts for a
 * name arrive at once, at most `maxFailures` passwords are evaluated.
 */
export interface ThrottleOptions {
  maxFailures: number;
  lockMs: number;
  addressFactor?: number;
}

export type SignInAttempt<T> =
  { throttled: true; retryAfterMs: number } | { throttled: false; result: T | null };

export class SignInThrottle {
  constructor(
    private readonly rates: RateCounter,
    private readonly options: ThrottleOptions,
  ) {}

  // The name is kept as its SHA-256: a password typed into the login field is not stored.
  private nameKey = (userName: string) => `signIn:name:${hashToken(userName.trim().toLowerCase())}`;
  private addressKey = (address: string) => `signIn:address:${address}`;

  /**
   * Runs `evaluate` (the password check) only when this attempt is within both allowances. A null
   * result is a failure and keeps its reservation, as does an error; a success clears the name's
   * count and gives the address its attempt back (an address's count is of failures, not of staff
   * signing in).
   */
  async attempt<T>(
    userName: string,
    address: string,
    evaluate: () => Promise<T | null>,
  ): Promise<SignInAttempt<T>> {
    const { maxFailures, lockMs, addressFactor = 4 } = this.options;
    const name = this.nameKey(userName);
    const from = this.addressKey(address);
    const take = await this.rates.take([
      { key: name, limit: maxFailures, windowMs: lockMs, lockMs },
      { key: from, limit: maxFailures * addressFactor, windowMs: lockMs, lockMs },
    ]);
    if (!take.allowed) return { throttled: true, retryAfterMs: take.retryAfterMs };
    const result = await evaluate();
    if (result !== null) await Promise.all([this.rates.clear(name), this.rates.giveBack(from)]);
    return { throttled: false, result };
  }
}
