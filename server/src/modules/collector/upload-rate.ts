import type { RateCounter } from '../../security/rate-counter.ts';

/**
 * Uploads per product token per minute, so a device stuck in a retry loop or a leaked token cannot
 * fill the storage or starve the console's database. A fixed one-minute window per token, counted
 * in the database (RateCounter), so the allowance is the same however many console processes
 * share the load.
 */
const WINDOW_MS = 60_000;

export class UploadRate {
  constructor(
    private readonly rates: RateCounter,
    private readonly perMinute: number,
  ) {}

  /** Counts an upload with this token: 0 when it may go ahead, else the milliseconds to wait. */
  async take(tokenId: number): Promise<number> {
    const take = await this.rates.take([
      { key: `collectorUpload:${tokenId}`, limit: this.perMinute, windowMs: WINDOW_MS },
    ]);
    return take.allowed ? 0 : take.retryAfterMs;
  }
}
