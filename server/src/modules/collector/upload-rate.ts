/**
 * Uploads per product token per minute, so a device stuck in a retry loop or a leaked token cannot
 * fill the storage or starve the console's database. A fixed one-minute window per token, kept in
 * memory like the sign-in throttle: one server process is the deployment this console targets,
 * and a restart forgetting the counts only lets devices upload again sooner.
 */
const WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  uploads: number;
}

export class UploadRate {
  private readonly windows = new Map<number, Window>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an upload with this token: 0 when it may go ahead, else the milliseconds to wait. */
  take(tokenId: number): number {
    const now = this.now();
    let window = this.windows.get(tokenId);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      this.prune(now);
      window = { startedAt: now, uploads: 0 };
      this.windows.set(tokenId, window);
    }
    if (window.uploads >= this.perMinute) return window.startedAt + WINDOW_MS - now;
    window.uploads += 1;
    return 0;
  }

  private prune(now: number): void {
    for (const [tokenId, window] of this.windows) {
      if (now - window.startedAt >= WINDOW_MS) this.windows.delete(tokenId);
    }
  }
}
