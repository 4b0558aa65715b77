import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { esgFoldState } from '../../db/schema';
import type { MeterDay, MeterMonth } from './register-use';

// The meters' day summaries, month figures and the fold's watermark.

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export async function selectFoldedTo(tx: Transaction, orgId: number): Promise<Date | undefined> {
  const result = await tx.execute<{ at: string }>(
    sql`select folded_to as at from esg_fold_state where org_id = ${orgId} for update`,
  );
  const at = result.rows[0]?.at;
  return at === undefined ? undefined : new Date(at);
}

export async function setFoldedTo(tx: Transaction, orgId: number, at: Date) {
  await tx
    .insert(esgFoldState)
    .values({ orgId, foldedTo: at })
    .onConflictDoUpdate({ target: esgFoldState.orgId, set: { foldedTo: at } });
}

/** Replaces the day summaries of `deviceId` from `from` to `to` with `days`. */
export async function replaceMeterDays(
  tx: Transaction,
  orgId: number,
  deviceId: string,
  range: { from: string; to: string },
  days: MeterDay[],
) {
  await tx.execute(sql`delete from esg_meter_days where device_id = ${deviceId}
    and day between ${range.from} and ${range.to}`);
  if (days.length === 0) return;
  await tx.execute(sql`
    insert into esg_meter_days (org_id, device_id, day, first_at, first_value, last_at,
      last_value, increase, resets, readings)
    select ${orgId}, ${deviceId}, d.day, to_timestamp(d.first_at / 1000.0), d.first_value,
      to_timestamp(d.last_at / 1000.0), d.last_value, d.increase, d.resets, d.readings
    from jsonb_to_recordset(${JSON.stringify(days.map(dayRow))}::jsonb) as d(day date,
      first_at float8, first_value float8, last_at float8, last_value float8, increase float8,
      resets int, readings int)`);
}

const dayRow = (day: MeterDay) => ({
  day: day.day,
  first_at: day.firstAt,
  first_value: day.firstValue,
  last_at: day.lastAt,
  last_value: day.lastValue,
  increase: day.increase,
  resets: day.resets,
  readings: day.readings,
});

/** The day before `from` and the day after `to` that have readings (the interpolation's ends). */
export async function neighbourDays(
  tx: Transaction,
  deviceId: string,
  from: string,
  to: string,
): Promise<{ before: string | null; after: string | null }> {
  const result = await tx.execute<{ before: string | null; after: string | null }>(sql`
    select (select max(day)::text from esg_meter_days where device_id = ${deviceId} and day < ${from}) as before,
      (select min(day)::text from esg_meter_days where device_id = ${deviceId} and day > ${to}) as after`);
  return result.rows[0]!;
}

/** The device's days from `from` to `to`, with the nearest reading day either side. */
export async function selectMeterDays(
  tx: Transaction,
  deviceId: string,
  from: string,
  to: string,
): Promise<MeterDay[]> {
  const columns = sql`day::text as day, ${ms('first_at')} as "firstAt", first_value as "firstValue",
    ${ms('last_at')} as "lastAt", last_value as "lastValue", increase, resets, readings`;
  const result = await tx.execute<MeterDay>(sql`
    (select ${columns} from esg_meter_days where device_id = ${deviceId} and day < ${from}
      order by day desc limit 1)
    union all
    (select ${columns} from esg_meter_days where device_id = ${deviceId}
      and day between ${from} and ${to})
    union all
    (select ${columns} from esg_meter_days where device_id = ${deviceId} and day > ${to}
      order by day limit 1)`);
  return result.rows;
}

/** Replaces the device's month figures for the given months. */
export async function replaceMeterMonths(
  tx: Transaction,
  orgId: number,
  deviceId: string,
  months: Map<string, MeterMonth>,
) {
  const rows = [...months].map(([month, figure]) => ({
    month: `${month}-01`,
    value: figure.value,
    resets: figure.resets,
    partial: figure.partial,
  }));
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into esg_meter_months (org_id, device_id, month, value, resets, partial)
    select ${orgId}, ${deviceId}, m.month, m.value, m.resets, m.partial
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as m(month date, value float8, resets int, partial boolean)
    on conflict (device_id, month) do update set value = excluded.value,
      resets = excluded.resets, partial = excluded.partial`);
}

/** Every organisation (owner connection), for the fold job. */
export async function selectOrganizationIds(db: Database): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`select id from organizations order by id`);
  return result.rows.map((row) => row.id);
}
