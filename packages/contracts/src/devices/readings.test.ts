import { describe, expect, it } from 'vitest';
import { TelemetryBody, readingsOf, resolutionFor } from './readings';

describe('TelemetryBody', () => {
  it('takes one reading or a batch', () => {
    expect(readingsOf(TelemetryBody.parse({ co2Level: 500 }))).toEqual([{ co2Level: 500 }]);
    const batch = TelemetryBody.parse({ readings: [{ humidity: 40 }, { soundLevel: 50 }] });
    expect(readingsOf(batch)).toHaveLength(2);
  });

  it('names the field of a reading out of range', () => {
    const result = TelemetryBody.safeParse({ readings: [{ humidity: 40 }, { humidity: 140 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'readings.1.humidity',
    ]);
  });

  it('refuses a reading without any metric and unknown fields', () => {
    expect(TelemetryBody.safeParse({ timestamp: '2026-01-01T00:00:00Z' }).success).toBe(false);
    expect(TelemetryBody.safeParse({ co2: 500 }).success).toBe(false);
    expect(TelemetryBody.safeParse({ co2Level: 500, readings: [{ co2Level: 1 }] }).success).toBe(
      false,
    );
  });
});

describe('resolutionFor', () => {
  const hour = 3_600_000;
  it('answers short ranges raw, a day by the minute and 30 days by the hour', () => {
    expect(resolutionFor(0, 6 * hour)).toBe('raw');
    expect(resolutionFor(0, 24 * hour)).toBe('minute');
    expect(resolutionFor(0, 30 * 24 * hour)).toBe('hour');
  });
});
