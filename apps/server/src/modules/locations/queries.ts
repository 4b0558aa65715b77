import type { ListLocationsQuery } from '@fm/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { locations } from '../../db/schema';
import { locationRecordColumns } from './records';

export function selectLocations(tx: Transaction, orgId: number, query: ListLocationsQuery) {
  return tx
    .select(locationRecordColumns)
    .from(locations)
    .where(
      and(
        eq(locations.orgId, orgId),
        query.status ? eq(locations.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(locations.locationId));
}

/** The contacts that go with a location when it is deleted (they cascade). */
export async function countContacts(tx: Transaction, locationRecordId: string): Promise<number> {
  const result = await tx.execute<{ count: number }>(
    sql`select count(*)::int as count from location_contacts where location_id = ${locationRecordId}`,
  );
  return result.rows[0]?.count ?? 0;
}
