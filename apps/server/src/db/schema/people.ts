import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, tenantPolicy } from './columns';
import { org } from './organizations';

/**
 * When an administrator last ended a person's sign-ins (disabled them, changed their role, reset
 * their password or MFA, signed them out everywhere): their ID tokens issued before it are
 * refused on the next API call. The embedded pool also revokes its sessions; a real Cognito pool
 * keeps its ID tokens good until they expire, so this is what makes the change immediate there.
 */
export const signInRevocations = pgTable(
  'sign_in_revocations',
  {
    orgId: org(),
    userId: uuid('user_id').notNull(),
    revokedAt: at('revoked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), tenantPolicy('sign_in_revocations')],
).enableRLS();

/**
 * Sign-ins, successful and failed, per person (no passwords, no codes): where a person's last
 * sign-in and their failed attempts come from.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    /** The client's address as the server saw it (behind a proxy: TRUST_PROXY). */
    address: text('address'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('sign_ins_org_user_idx').on(t.orgId, t.userId, t.at),
    index('sign_ins_org_at_idx').on(t.orgId, t.at),
    tenantPolicy('sign_ins'),
  ],
).enableRLS();
