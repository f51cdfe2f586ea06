/** When to try again, as staff read it: seconds under a minute (a login's turn), else minutes (a lock). */
export function tryAgainIn(retryAfterMs: number): string {
  const [count, unit] =
    retryAfterMs < 60_000
      ? [Math.ceil(retryAfterMs / 1000), 'second']
      : [Math.ceil(retryAfterMs / 60_000), 'minute'];
  return `Try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}
