import type { Branding } from '@fm/contracts';

/** Embedded images are kept out of the audit log: their kind and size say enough. */
function auditValue(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('data:')) {
    const kind = value.slice(5, value.indexOf(';') === -1 ? 20 : value.indexOf(';'));
    return `[${kind}, ${Math.ceil(value.length / 1024)} KB]`;
  }
  return value;
}

/** Before and after of the top-level branding fields that changed. */
export function auditedChanges(before: Branding, after: Branding) {
  const changed = (Object.keys(after) as (keyof Branding)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (branding: Branding) =>
    Object.fromEntries(changed.map((key) => [key, auditValue(branding[key])]));
  return { before: pick(before), after: pick(after) };
}
