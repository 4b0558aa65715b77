import { z } from 'zod';
import { IsoDateTime, text } from '../common';
import { requestExamples, successEnvelope } from '../envelope';

/**
 * What a sensor may report. Real sensors report more than the simulator's clamps, so ingestion
 * accepts the physically sensible ranges; a value outside them is a 400 naming the field.
 */
export const readingLimits = {
  temperature: { min: -50, max: 100 },
  humidity: { min: 0, max: 100 },
  airQualityIndex: { min: 0, max: 500 },
  co2Level: { min: 0, max: 10_000 },
  soundLevel: { min: 0, max: 200 },
} as const;

const metric = (name: keyof typeof readingLimits) =>
  z
    .number()
    .min(readingLimits[name].min, `must be at least ${readingLimits[name].min}`)
    .max(readingLimits[name].max, `must be at most ${readingLimits[name].max}`)
    .optional();

/** At most this many readings in one request or message. */
const TELEMETRY_BATCH_MAX = 1000;

const readingFields = {
  timestamp: text().pipe(IsoDateTime).optional(),
  temperature: metric('temperature'),
  humidity: metric('humidity'),
  airQualityIndex: metric('airQualityIndex'),
  co2Level: metric('co2Level'),
  soundLevel: metric('soundLevel'),
  motionDetected: z.boolean().optional(),
  /**
   * A meter's cumulative register (electricity and solar kWh, diesel litres, water kL): the
   * ESG report turns its rises into monthly consumption (issue 19).
   */
  register: z
    .number()
    .min(0, 'must be at least 0')
    .max(1e12, 'must be at most 1000000000000')
    .optional(),
};
const metricKeys = [
  'temperature',
  'humidity',
  'airQualityIndex',
  'co2Level',
  'soundLevel',
  'motionDetected',
  'register',
] as const;
const hasMetric = (reading: Partial<Record<(typeof metricKeys)[number], unknown>>) =>
  metricKeys.some((key) => reading[key] !== undefined);

/** One reading: any of the metrics, and when it was taken (default: when it arrives). */
export const TelemetryReading = z
  .strictObject(readingFields)
  .refine(hasMetric, { message: 'must carry at least one metric' });
export type TelemetryReading = z.infer<typeof TelemetryReading>;

/**
 * `POST /api/telemetry` (and an MQTT message): one reading, or `{ readings: [...] }`. The device
 * is the one whose key is in `Authorization: Device <key>`. One object schema rather than a
 * union, so that a refusal names the field (`readings.3.humidity`).
 */
export const TelemetryBody = z
  .strictObject({
    readings: z.array(TelemetryReading).min(1).max(TELEMETRY_BATCH_MAX).optional(),
    ...readingFields,
  })
  .superRefine((body, context) => {
    if (body.readings && (hasMetric(body) || body.timestamp !== undefined))
      context.addIssue({
        code: 'custom',
        path: ['readings'],
        message: 'send one reading or a list of readings, not both',
      });
    if (!body.readings && !hasMetric(body))
      context.addIssue({ code: 'custom', path: [], message: 'must carry at least one metric' });
  })
  .meta(
    requestExamples(
      { temperature: 23.5, humidity: 48, co2Level: 640 },
      {
        readings: [
          { timestamp: '2026-01-01T10:00:00.000Z', co2Level: 1250 },
          { timestamp: '2026-01-01T10:00:30.000Z', co2Level: 1270, motionDetected: true },
        ],
      },
    ),
  );
export type TelemetryBody = z.infer<typeof TelemetryBody>;

export const readingsOf = (body: TelemetryBody): TelemetryReading[] => {
  const { readings, ...one } = body;
  return readings ?? [one];
};

export const TelemetryResponse = successEnvelope(z.object({ accepted: z.number().int() }));

/** `GET /api/devices/{id}/readings?from=&to=` (default: the last 24 hours). */
export const ReadingsQuery = z.object({
  from: text().pipe(IsoDateTime).optional(),
  to: text().pipe(IsoDateTime).optional(),
});
export type ReadingsQuery = z.infer<typeof ReadingsQuery>;

const readingResolutions = ['raw', 'minute', 'hour'] as const;
export type ReadingResolution = (typeof readingResolutions)[number];

/** One point: a raw reading, or the average of a minute or an hour (motion: any in it). */
export const ReadingPoint = z.object({
  timestamp: IsoDateTime,
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  airQualityIndex: z.number().nullable(),
  co2Level: z.number().nullable(),
  soundLevel: z.number().nullable(),
  motionDetected: z.boolean().nullable(),
});
export type ReadingPoint = z.infer<typeof ReadingPoint>;

export const ReadingsData = z.object({
  readings: z.array(ReadingPoint),
  resolution: z.enum(readingResolutions),
  from: IsoDateTime,
  to: IsoDateTime,
});
export type ReadingsData = z.infer<typeof ReadingsData>;
export const ReadingsResponse = successEnvelope(ReadingsData);

/** The longest range one readings request may cover. */
export const READINGS_MAX_RANGE_DAYS = 400;

/**
 * Which storage answers a range: raw readings up to 6 hours, per-minute rollups up to 3 days,
 * per-hour rollups beyond (a 30-day chart reads 720 hourly rows per device, never raw rows).
 */
export function resolutionFor(fromMs: number, toMs: number): ReadingResolution {
  const hours = (toMs - fromMs) / 3_600_000;
  if (hours <= 6) return 'raw';
  if (hours <= 72) return 'minute';
  return 'hour';
}
