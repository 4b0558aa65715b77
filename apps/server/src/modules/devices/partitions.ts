import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Daily partitions for the retention window and a few days ahead. */
export async function ensurePartitions(db: Database, now: Date, retentionDays: number) {
  const result = await db.execute<{ created: number }>(
    sql`select ensure_device_reading_partitions(${isoDay(now.getTime() - retentionDays * DAY_MS)}::date, ${isoDay(now.getTime() + 3 * DAY_MS)}::date) as created`,
  );
  return result.rows[0]?.created ?? 0;
}

/** The partitions of the days of these timestamps. */
export async function ensurePartitionsAround(db: Database, ats: number[]) {
  const days = [...new Set(ats.map(isoDay))].sort();
  await db.execute(
    sql`select ensure_device_reading_partitions(${days[0]}::date, ${days[days.length - 1]}::date)`,
  );
}

/** Adds what arrived since the last run into the minute and hour rollups; readings added. */
export async function rollUpReadings(db: Database, settleSeconds = 5): Promise<number> {
  const result = await db.execute<{ added: number }>(
    sql`select roll_up_device_readings(make_interval(secs => ${settleSeconds})) as added`,
  );
  return result.rows[0]?.added ?? 0;
}

/** Drops raw and per-minute partitions older than the retention, hourly rollups after 400 days. */
export async function applyRetention(db: Database, retentionDays: number) {
  const result = await db.execute<{ dropped: number }>(
    sql`select drop_old_device_readings(${retentionDays}, 400) as dropped`,
  );
  return result.rows[0]?.dropped ?? 0;
}
