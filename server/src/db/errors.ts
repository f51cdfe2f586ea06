/** A unique index refused the write. Drizzle wraps the driver's error in `cause`; 23505 is unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
