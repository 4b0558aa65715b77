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

  // Materials: everyone reads stock and the ledger; admins and vendors move stock (a vendor only
  // chemicals, only at locations they serve); admins keep the catalogue, the minimums, the
  // adjustments, disposals, reversals and the opening-stock import.
  'material:read': everyone,
  'material:move': ['admin', 'vendor'],
  'material:manage': ['admin'],

  'report:read': everyone,
  // ESG resource consumption (issue 19): everyone reads the report; admins and users enter
  // bills, waste and readings; admins manage factors and close and restate months.
  'esg:read': everyone,
  'esg:enter': ['admin', 'user'],
  'esg:manage': ['admin'],
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
