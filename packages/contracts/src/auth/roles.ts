export const roles = ['admin', 'approver', 'user', 'vendor', 'viewer'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (roles as readonly string[]).includes(value);

/**
 * The role of a signed-in person (spec sections 3 and 6): the first of their groups, else their
 * custom role attribute or claim, else 'user'.
 */
export function resolveRole(
  groups: readonly string[] | undefined,
  customRole?: string | null,
): string {
  const first = groups?.find((group) => group.trim() !== '');
  if (first) return first;
  if (customRole && customRole.trim() !== '') return customRole.trim();
  return 'user';
}
