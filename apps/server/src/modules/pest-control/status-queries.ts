import { and, asc, eq, gte, inArray, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import { inServiceStatuses } from '@fm/contracts';
import type { Transaction } from '../../db/client';
import { locations, pestControlRecords } from '../../db/schema';

// The period status's SQL: the locations it covers and their last service of each month.

/** The locations in service (approved or active, decision 051) of the status report, by number. */
export function selectStatusLocations(
  tx: Transaction,
  orgId: number,
  filters: { state?: string; locationId?: number },
) {
  return tx
    .select({
      locationId: locations.locationId,
      name: locations.name,
      locationNickname: locations.locationNickname,
      city: locations.city,
      state: locations.state,
    })
    .from(locations)
    .where(
      and(
        eq(locations.orgId, orgId),
        inArray(locations.status, [...inServiceStatuses]),
        filters.state ? eq(locations.state, filters.state) : undefined,
        filters.locationId ? eq(locations.locationId, filters.locationId) : undefined,
      ),
    )
    .orderBy(asc(locations.locationId));
}

/** The last service date of each location in each month (`YYYY-MM`) between the two dates. */
export function selectLastServiceByMonth(
  tx: Transaction,
  orgId: number,
  scope: SQL | undefined,
  filters: { from: string; to: string; serviceType?: string; locationId?: number },
) {
  const month = sql<string>`to_char(${pestControlRecords.serviceDate}, 'YYYY-MM')`;
  return tx
    .select({
      locationId: pestControlRecords.locationId,
      month,
      last: max(pestControlRecords.serviceDate),
    })
    .from(pestControlRecords)
    .where(
      and(
        eq(pestControlRecords.orgId, orgId),
        isNull(pestControlRecords.deactivatedAt),
        scope,
        gte(pestControlRecords.serviceDate, filters.from),
        lte(pestControlRecords.serviceDate, filters.to),
        filters.serviceType ? eq(pestControlRecords.serviceType, filters.serviceType) : undefined,
        filters.locationId ? eq(pestControlRecords.locationId, filters.locationId) : undefined,
      ),
    )
    .groupBy(pestControlRecords.locationId, month);
}
