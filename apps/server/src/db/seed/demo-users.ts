import type { Transaction } from '../client';
import type { PoolAdmin } from '@fm/identity';

export interface DemoAccount {
  email: string;
  name: string;
  role: 'admin' | 'approver' | 'user' | 'viewer' | 'vendor';
  org: 'demo' | 'other';
  department: string;
  /** A vendor user's company (`custom:vendorId`, a row of `vendors`). */
  vendorId?: string;
}

/** One account per role in the demo organisation, and the other organisation's admin. */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@demo.example',
    name: 'Priya Sharma',
    role: 'admin',
    org: 'demo',
    department: 'Administration',
  },
  {
    email: 'approver@demo.example',
    name: 'Rahul Verma',
    role: 'approver',
    org: 'demo',
    department: 'Operations',
  },
  {
    email: 'user@demo.example',
    name: 'Ananya Iyer',
    role: 'user',
    org: 'demo',
    department: 'Facilities',
  },
  {
    email: 'viewer@demo.example',
    name: 'Vikram Singh',
    role: 'viewer',
    org: 'demo',
    department: 'Audit',
  },
  {
    email: 'vendor@demo.example',
    name: 'Meera Nair',
    role: 'vendor',
    org: 'demo',
    department: 'Sunrise Facility Services',
    vendorId: 'VEN-001',
  },
  {
    email: 'pest@demo.example',
    name: 'Arjun Menon',
    role: 'vendor',
    org: 'demo',
    department: 'Shield Pest Solutions',
    vendorId: 'VEN-002',
  },
  {
    email: 'admin@other.example',
    name: 'Daniel Fernandes',
    role: 'admin',
    org: 'other',
    department: 'Administration',
  },
];

/** Creates the demo accounts with a permanent password (no change forced at first sign-in). */
export async function seedDemoUsers(
  tx: Transaction,
  admin: PoolAdmin,
  orgIds: { demo: number; other: number },
  password: string,
): Promise<void> {
  for (const account of demoAccounts) {
    await admin.createUser(
      {
        email: account.email,
        password,
        temporary: false,
        groups: [account.role],
        attributes: {
          name: account.name,
          given_name: account.name.split(' ')[0] ?? account.name,
          'custom:orgId': String(orgIds[account.org]),
          'custom:role': account.role,
          'custom:department': account.department,
          ...(account.vendorId ? { 'custom:vendorId': account.vendorId } : {}),
        },
      },
      tx,
    );
  }
}
