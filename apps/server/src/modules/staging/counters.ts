import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

const LOCATION_ID = 'location_id';

/** The highest location number in use, live or staged (0 for an organisation without any). */
const highestLocationId = (orgId: number) => sql`greatest(
  (select coalesce(max(location_id), 0) from locations where org_id = ${orgId}),
  (select coalesce(max(location_id), 0) from staged_locations where org_id = ${orgId}))`;

/**
 * Takes the organisation's next location number. The counter row is locked until the
 * transaction ends, so concurrent additions queue and each gets its own number. It never
 * falls behind numbers that were written without it (seed, imports): it continues above them.
 */
export async function takeLocationId(tx: Transaction, orgId: number): Promise<number> {
  const result = await tx.execute<{ value: string }>(sql`
    insert into org_counters (org_id, name, value)
    values (${orgId}, ${LOCATION_ID}, ${highestLocationId(orgId)} + 1)
    on conflict (org_id, name)
    do update set value = greatest(org_counters.value + 1, excluded.value)
    returning value`);
  return Number(result.rows[0]!.value);
}

/** The number the next addition would get, without taking it. */
export async function peekLocationId(tx: Transaction, orgId: number): Promise<number> {
  const result = await tx.execute<{ next: string }>(sql`
    select greatest(
      coalesce((select value from org_counters where org_id = ${orgId} and name = ${LOCATION_ID}), 0),
      ${highestLocationId(orgId)}) + 1 as next`);
  return Number(result.rows[0]!.next);
}
