/** PostgreSQL's SQLSTATE for a unique index or constraint refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` is a unique index refusing a write. Drizzle wraps the driver's error in its
 * own (`cause`), while a statement sent through `pg` directly throws the driver's error, so the
 * code is looked for on the error and down its causes.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
