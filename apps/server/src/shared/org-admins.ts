import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { identityUserGroups, identityUsers } from '../db/schema';

/**
 * The e-mail addresses of the organisation's enabled admins, for the mail that goes to them
 * (critical alerts, low stock). Read as the database owner: the identity tables span
 * organisations, so the tenant role has no rights on them.
 */
export async function selectOrgAdminEmails(db: Database, orgId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: identityUsers.email })
    .from(identityUsers)
    .innerJoin(identityUserGroups, eq(identityUserGroups.userId, identityUsers.id))
    .where(
      and(
        eq(identityUserGroups.groupName, 'admin'),
        eq(identityUsers.enabled, true),
        sql`${identityUsers.attributes} ->> 'custom:orgId' = ${String(orgId)}`,
      ),
    );
  return rows.map((row) => row.email);
}
