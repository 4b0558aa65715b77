import {
  READINGS_MAX_RANGE_DAYS,
  resolutionFor,
  type ReadingsData,
  type ReadingsQuery,
} from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import type { ServiceContext } from '../../shared/service-context';
import { findDevice } from './queries';
import { selectRawReadings, selectReadingAverages } from './reading-queries';

const DAY_MS = 86_400_000;
/** Raw answers stop at this many points (the newest). */
const RAW_POINTS_MAX = 5000;

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
      const points =
        resolution === 'raw'
          ? await selectRawReadings(tx, id, range, RAW_POINTS_MAX)
          : await selectReadingAverages(tx, id, range, resolution);
      // Only the point's fields: the raw query also reads `taken_at` to order by.
      const readings = points.map(
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
