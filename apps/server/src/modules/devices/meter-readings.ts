import { meterTypeNames } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

// What the ESG module reads of meters (devices of the four meter types): their registers as
// stored by ingestion. Offered through the face, so the ESG module never reads device tables.

const meterTypes = sql.raw(meterTypeNames.map((type) => `'${type}'`).join(', '));

type MeterRegisterReading = {
  deviceId: string;
  /** ms since the epoch */
  at: number;
  value: number;
};

/** The organisation's meters that received a register reading after `since`, and the oldest such reading. */
export async function metersReadSince(tx: Transaction, orgId: number, since: Date) {
  const result = await tx.execute<{ deviceId: string; from: number; to: number }>(sql`
    select r.device_id as "deviceId", (extract(epoch from min(r.taken_at)) * 1000)::float8 as "from",
      (extract(epoch from max(r.taken_at)) * 1000)::float8 as "to"
    from device_readings r join devices d on d.id = r.device_id
    where r.org_id = ${orgId} and r.received_at > ${since.toISOString()}
      and r.register is not null and d.type in (${meterTypes})
    group by r.device_id`);
  return result.rows;
}

/** A meter's register readings taken from `from` (inclusive) to `to` (exclusive), oldest first. */
export async function meterRegisterReadings(
  tx: Transaction,
  deviceIds: string[],
  from: Date,
  to: Date,
): Promise<MeterRegisterReading[]> {
  if (deviceIds.length === 0) return [];
  const result = await tx.execute<MeterRegisterReading>(sql`
    select device_id as "deviceId", (extract(epoch from taken_at) * 1000)::float8 as at,
      register as value
    from device_readings
    where device_id = any(${sql.param(deviceIds)}::uuid[]) and taken_at >= ${from.toISOString()}
      and taken_at < ${to.toISOString()} and register is not null
    order by device_id, taken_at`);
  return result.rows;
}
