import { emptySensorData } from '@fm/contracts';
import { describe, expect, it } from 'vitest';
import { formatMetric, readingSummary, statusLabel, typeLabel } from './format-reading';

const celsius = (value: number) => `${value} °C`;

describe('formatMetric', () => {
  it('gives each metric its unit, in whole numbers', () => {
    expect(formatMetric('humidity', 48.4)).toBe('48%');
    expect(formatMetric('airQualityIndex', 101.5)).toBe('AQI 102');
    expect(formatMetric('co2Level', 1234)).toBe('1,234 ppm');
    expect(formatMetric('soundLevel', 40)).toBe('40 dB');
  });
});

describe('readingSummary', () => {
  it('puts the last reading in one line, temperature first through the given formatter', () => {
    expect(
      readingSummary(
        {
          temperature: 23.5,
          humidity: 48,
          airQualityIndex: null,
          co2Level: 640,
          soundLevel: null,
          motionDetected: true,
        },
        celsius,
      ),
    ).toBe('23.5 °C · 48% · 640 ppm · motion');
  });

  it('says when there is no motion, and when nothing was read yet', () => {
    expect(readingSummary({ ...emptySensorData, motionDetected: false }, celsius)).toBe(
      'no motion',
    );
    expect(readingSummary(emptySensorData, celsius)).toBe('No readings yet');
  });

  it('shows a zero reading (not as missing)', () => {
    expect(readingSummary({ ...emptySensorData, temperature: 0, soundLevel: 0 }, celsius)).toBe(
      '0 °C · 0 dB',
    );
  });
});

describe('labels', () => {
  it('names the statuses and the types as the screens show them', () => {
    expect(statusLabel.pending).toBe('Awaiting first reading');
    expect(typeLabel['air-quality']).toBe('Air quality');
    expect(typeLabel.co2).toBe('CO2');
  });
});
