/** A value as the audit log keeps it: dates as ISO text, everything else as it is. */
const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The fields of `after` whose values differ from `before`, as `{ before, after }` for the audit
 * log; null when nothing changed.
 */
export function changedFields<T extends object>(
  before: object,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const stored = before as Record<string, unknown>;
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = auditValue(stored[key] ?? null);
    const next = auditValue(value ?? null);
    if (old === next) continue;
    was[key] = old;
    now[key] = next;
  }
  if (Object.keys(now).length === 0) return null;
  return { before: was as Partial<T>, after: now as Partial<T> };
}
