import type { BackoffRule, RateCounter, RateRule } from '../../security/rate-counter.ts';
import { hashToken } from '../../security/tokens.ts';

/**
 * Sign-in throttle. It must slow a password guesser without letting anyone lock staff out: with a
 * lock per login name, five wrong passwords from anywhere kept `admin` out for 15 minutes.
 *
 * - A (name, address) pair is refused for `lockMs` after `maxFailures` failures within `lockMs`
 *   (defaults 5 in 15 minutes): a guesser at one address gets 480 guesses a day at most, and
 *   whoever mistypes five times waits as before.
 * - A name is never locked. An address that has failed for it waits its turn: the name's first
 *   `maxFailures` turns are free (one address's allowance), then each opens 1 s, 2 s, 4 s ... after
 *   the one before, at most MAX_WAIT_MS (60 s), until the turns have stood open for `lockMs`. A
 *   guesser spread over many addresses thus gets about one guess a minute once the name is hot.
 * - An address that has not failed for the name goes through at once: the name's owner, at their
 *   own desk, signs in while someone else guesses. So that many addresses cannot each take a free
 *   guess, a name takes `2 × maxFailures` such addresses within `lockMs`; more wait their turn.
 * - An address is refused after `addressFactor × maxFailures` failures across names within
 *   `lockMs` (default 50 in 15 minutes): an office behind one address does not make 50 typos in
 *   15 minutes, and one address spraying a common password over many names is stopped.
 *
 * Every allowance is reserved in the database before the password is evaluated (RateCounter: one
 * atomic statement per key, shared by every console process), so however many attempts arrive at
 * once, at most `maxFailures` passwords are evaluated for a pair, and for a name at most
 * `2 × maxFailures` from new addresses plus `maxFailures` free turns, then one a turn.
 *
 * What is left: many addresses at once can keep a name's turns taken, so that its owner, after a
 * failure of their own, may wait long for one; they still sign in at once from an address that has
 * not failed. Against a guesser with that many addresses, the second factor is the answer.
 */
export interface ThrottleOptions {
  maxFailures: number;
  lockMs: number;
  addressFactor?: number;
}

/** The first wait of a name's turns; each is twice the one before, up to the longest. */
const FIRST_WAIT_MS = 1_000;
const MAX_WAIT_MS = 60_000;

export type SignInAttempt<T> =
  { throttled: true; retryAfterMs: number } | { throttled: false; result: T | null };

/** The waits after each turn: the first `freeTurns` turns at once, then doubling up to the longest. */
function turnWaits(freeTurns: number, firstWaitMs: number, maxWaitMs: number): number[] {
  const waits = Array<number>(Math.max(freeTurns - 1, 0)).fill(0);
  for (let wait = firstWaitMs; wait < maxWaitMs; wait *= 2) waits.push(wait);
  return [...waits, maxWaitMs];
}

export class SignInThrottle {
  private readonly pairLimit: number;
  private readonly addressLimit: number;
  private readonly newAddressesPerName: number;
  private readonly waitsMs: number[];

  constructor(
    private readonly rates: RateCounter,
    private readonly options: ThrottleOptions,
  ) {
    const { maxFailures, addressFactor = 10 } = options;
    this.pairLimit = maxFailures;
    this.addressLimit = maxFailures * addressFactor;
    this.newAddressesPerName = maxFailures * 2;
    this.waitsMs = turnWaits(maxFailures, FIRST_WAIT_MS, MAX_WAIT_MS);
  }

  // The name is kept as its SHA-256: a password typed into the login field is not stored.
  private keysOf(userName: string, address: string) {
    const name = hashToken(userName.trim().toLowerCase());
    return {
      pair: `signIn:pair:${name}:${address}`,
      address: `signIn:address:${address}`,
      newAddresses: `signIn:newAddresses:${name}`,
      turns: `signIn:turns:${name}`,
    };
  }

  private rule(key: string, limit: number): RateRule {
    return { key, limit, windowMs: this.options.lockMs, lockMs: this.options.lockMs };
  }

  /**
   * Runs `evaluate` (the password check) only when the allowances above let this attempt through.
   * A null result is a failure and keeps its reservations, as does an error; a success clears the
   * pair's count and gives the address and the name's new addresses their attempt back (they
   * count failures, not staff signing in).
   */
  async attempt<T>(
    userName: string,
    address: string,
    evaluate: () => Promise<T | null>,
  ): Promise<SignInAttempt<T>> {
    const keys = this.keysOf(userName, address);
    const hasFailedHere = (await this.rates.counted(keys.pair)) > 0;
    const take = await this.rates.take([
      this.rule(keys.pair, this.pairLimit),
      this.rule(keys.address, this.addressLimit),
    ]);
    if (!take.allowed) return { throttled: true, retryAfterMs: take.retryAfterMs };
    const isNewAddress =
      !hasFailedHere &&
      (await this.rates.take([this.rule(keys.newAddresses, this.newAddressesPerName)])).allowed;
    if (!isNewAddress) {
      const turns: BackoffRule = { key: keys.turns, waitsMs: this.waitsMs, forgetMs: this.options.lockMs };
      const turn = await this.rates.takeTurn(turns);
      if (!turn.allowed) {
        // Nothing was evaluated: the wait is the name's, not a failure of this pair or address.
        await Promise.all([this.rates.giveBack(keys.pair), this.rates.giveBack(keys.address)]);
        return { throttled: true, retryAfterMs: turn.retryAfterMs };
      }
    }
    const result = await evaluate();
    if (result !== null) {
      await Promise.all([
        this.rates.clear(keys.pair),
        this.rates.giveBack(keys.address),
        isNewAddress ? this.rates.giveBack(keys.newAddresses) : undefined,
      ]);
    }
    return { throttled: false, result };
  }
}
