import type { Role } from './roles';

const everyone = [
  'admin',
  'approver',
  'user',
  'vendor',
  'viewer',
] as const satisfies readonly Role[];
const staff = ['admin', 'approver', 'user', 'vendor'] as const satisfies readonly Role[];

/**
 * The one permission matrix: which roles may do what. The server enforces it in every service
 * function; the web app reads it to show or hide menus and actions. The docs' table is generated
 * from the same object (see permissionTable).
 */
export const permissionMatrix = {
  // Navigation (spec section 6): the viewer does not see the Administration and Vendor groups.
  'nav:administration': staff,
  'nav:vendor': staff,

  'location:read': everyone,
  'location:stage': ['admin', 'approver', 'user'],
  'location:edit': ['admin'],
  'location:set-status': ['admin'],
  'location:delete': ['admin'],
  'staging:review': ['admin', 'approver'],

  'device:read': everyone,
  // Activating, re-keying and removing devices, and the alert rules: the organisation's admins.
  'device:manage': ['admin'],
  'alert:acknowledge': ['admin', 'approver', 'user'],
  'alert-rule:manage': ['admin'],

  'employee:read': everyone,
  'employee:manage': ['admin', 'vendor'],
  'attendance:read': everyone,
  'attendance:record': ['admin', 'vendor'],
  // Marking attendance further back than ATTENDANCE_BACKDATE_DAYS, with a reason that is audited.
  'attendance:backdate': ['admin'],
  'pest-control:read': everyone,
  'pest-control:record': ['admin', 'vendor'],

  'report:read': everyone,
  'assistant:use': everyone,
  'profile:edit-own': everyone,

  'recipients:manage': ['admin'],
  'branding:manage': ['admin'],
  'users:read': ['admin'],
  'users:manage': ['admin'],
  'outbox:read': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionMatrix;

/** Whether a role may do something. An unknown role may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return (permissionMatrix[permission] as readonly string[]).includes(role ?? '');
}

/** The matrix as rows of ✓ and – per role, for documentation. */
export function permissionTable(roleOrder: readonly Role[] = everyone): string[][] {
  return Object.entries(permissionMatrix).map(([permission, allowed]) => [
    permission,
    ...roleOrder.map((role) => ((allowed as readonly string[]).includes(role) ? '✓' : '–')),
  ]);
}
