import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Transaction } from '../db/client';
import { pestControlRecords, pestControlSchedules } from '../db/schema';

/**
 * Whether a vendor serves a location: their company (or, without one, they themselves) has
 * recorded or planned a service there. The organisation keeps no other list of who serves
 * which branch; a company that has never been there does not serve it.
 */
export async function vendorServesLocation(
  tx: Transaction,
  caller: Caller,
  locationId: number,
): Promise<boolean> {
  const records = caller.vendorId
    ? eq(pestControlRecords.vendorId, caller.vendorId)
    : eq(pestControlRecords.createdBy, caller.email);
  const schedules = caller.vendorId
    ? eq(pestControlSchedules.vendorId, caller.vendorId)
    : eq(pestControlSchedules.createdBy, caller.email);
  const result = await tx.execute(
    sql`select 1 where exists (${tx
      .select({ one: sql`1` })
      .from(pestControlRecords)
      .where(
        and(
          eq(pestControlRecords.orgId, caller.orgId),
          eq(pestControlRecords.locationId, locationId),
          isNull(pestControlRecords.deactivatedAt),
          records,
        ),
      )}) or exists (${tx
      .select({ one: sql`1` })
      .from(pestControlSchedules)
      .where(
        and(
          eq(pestControlSchedules.orgId, caller.orgId),
          eq(pestControlSchedules.locationId, locationId),
          isNull(pestControlSchedules.deletedAt),
          schedules,
        ),
      )})`,
  );
  return result.rows.length > 0;
}
