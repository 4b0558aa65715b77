import { describe, expect, it } from 'vitest';
import { formatTemperature } from './use-temperature-unit';

describe('formatTemperature', () => {
  it('shows Celsius as it is and converts to Fahrenheit, to one decimal', () => {
    expect(formatTemperature(21.44, 'celsius')).toMatch(/^21\.4 °C$/);
    expect(formatTemperature(0, 'fahrenheit')).toBe('32 °F');
    expect(formatTemperature(100, 'fahrenheit')).toBe('212 °F');
    expect(formatTemperature(-40, 'fahrenheit')).toBe('-40 °F');
    expect(formatTemperature(22.5, 'fahrenheit')).toBe('72.5 °F');
  });
});
