import { describe, expect, it } from 'vitest';
import { chartUnits } from './chart-units';

describe('chartUnits', () => {
  it('plots temperatures in Fahrenheit for a person who reads Fahrenheit, and labels them so', () => {
    const { convert, format } = chartUnits('temperature', 'fahrenheit');
    expect(convert(0)).toBe(32);
    expect(convert(100)).toBe(212);
    expect(convert(-40)).toBe(-40);
    expect(convert(21.5)).toBeCloseTo(70.7, 10);
    // The axis formats the plotted (already converted) value, not Celsius again.
    expect(format(convert(21.5))).toBe('70.7 °F');
    expect(format(212)).toBe('212 °F');
  });

  it('plots temperatures as they come in Celsius', () => {
    const { convert, format } = chartUnits('temperature', 'celsius');
    expect(convert(21.5)).toBe(21.5);
    expect(format(21.5)).toBe('21.5 °C');
  });

  it('leaves other metrics alone whatever the unit, with their own units', () => {
    for (const unit of ['celsius', 'fahrenheit'] as const) {
      expect(chartUnits('co2Level', unit).convert(640)).toBe(640);
      expect(chartUnits('co2Level', unit).format(640)).toBe('640 ppm');
      expect(chartUnits('humidity', unit).format(47.6)).toBe('48%');
      expect(chartUnits('airQualityIndex', unit).format(42)).toBe('AQI 42');
      expect(chartUnits('soundLevel', unit).format(55.2)).toBe('55 dB');
    }
  });
});
