import {
  READINGS_MAX_RANGE_DAYS,
  resolutionFor,
  type ReadingPoint,
  type ReadingsData,
  type ReadingsQuery,
} from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import type { ServiceContext } from '../../shared/service-context';
import { findDevice } from './service';

const DAY_MS = 86_400_000;
/** Raw answers stop at this many points (the newest). */
const RAW_POINTS_MAX = 5000;

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const average = (metric: string) =>
  sql.raw(
    `case when ${metric}_n = 0 then null else round((${metric}_sum / ${metric}_n)::numeric, 2)::float8 end`,
  );

/**
 * A device's readings from `from` to `to` (default: the last 24 hours): raw up to 6 hours,
 * per-minute averages up to 3 days, per-hour averages beyond (resolutionFor).
 */
export async function deviceReadings(
  { db, caller, platform }: ServiceContext,
  id: string,
  query: ReadingsQuery,
): Promise<ReadingsData> {
  authorize(caller, 'device:read');
  const to = query.to ? new Date(query.to) : platform.clock.now();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DAY_MS);
  if (from.getTime() >= to.getTime()) throw badRequest('Invalid request - from: must be before to');
  if (to.getTime() - from.getTime() > READINGS_MAX_RANGE_DAYS * DAY_MS)
    throw badRequest(
      `Invalid request - from: the range may cover at most ${READINGS_MAX_RANGE_DAYS} days`,
    );
  const resolution = resolutionFor(from.getTime(), to.getTime());
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      await findDevice(tx, caller.orgId, id);
      const range = { from: from.toISOString(), to: to.toISOString() };
      const result =
        resolution === 'raw'
          ? await tx.execute<ReadingPoint>(sql`
              select * from (
                select ${iso('taken_at')} as "timestamp", temperature::float8 as temperature,
                  humidity::float8 as humidity, air_quality_index::float8 as "airQualityIndex",
                  co2_level::float8 as "co2Level", sound_level::float8 as "soundLevel",
                  motion_detected as "motionDetected", taken_at
                from device_readings
                where device_id = ${id} and taken_at >= ${range.from} and taken_at <= ${range.to}
                order by taken_at desc limit ${RAW_POINTS_MAX}
              ) newest order by taken_at`)
          : await tx.execute<ReadingPoint>(sql`
              select ${iso('bucket')} as "timestamp", ${average('temperature')} as temperature,
                ${average('humidity')} as humidity, ${average('air_quality_index')} as "airQualityIndex",
                ${average('co2_level')} as "co2Level", ${average('sound_level')} as "soundLevel",
                motion_any as "motionDetected"
              from ${sql.raw(resolution === 'minute' ? 'device_readings_minute' : 'device_readings_hour')}
              where device_id = ${id} and bucket >= date_trunc(${resolution}, ${range.from}::timestamptz)
                and bucket <= ${range.to}
              order by bucket`);
      const readings = result.rows.map(
        ({
          timestamp,
          temperature,
          humidity,
          airQualityIndex,
          co2Level,
          soundLevel,
          motionDetected,
        }) => ({
          timestamp,
          temperature,
          humidity,
          airQualityIndex,
          co2Level,
          soundLevel,
          motionDetected,
        }),
      );
      return { readings, resolution, ...range };
    },
    { readOnly: true },
  );
}
