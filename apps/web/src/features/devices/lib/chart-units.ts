import type { NumericMetric, TemperatureUnit } from '@fm/contracts';
import { formatTemperature } from '@/features/profile';
import { formatMetric } from './format-reading';

const toFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;
const toCelsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;

/**
 * How a chart plots and labels a metric: readings arrive in degrees Celsius, and a temperature is
 * drawn in the person's unit (Profile Settings), so its axis and its last value read in that unit.
 * Other metrics are drawn as they come.
 */
export function chartUnits(
  metric: NumericMetric,
  unit: TemperatureUnit,
): { convert: (value: number) => number; format: (value: number) => string } {
  if (metric !== 'temperature')
    return { convert: (value) => value, format: (value) => formatMetric(metric, value) };
  if (unit === 'celsius')
    return { convert: (value) => value, format: (value) => formatTemperature(value, unit) };
  // The plotted value is already in Fahrenheit: the formatter takes Celsius.
  return {
    convert: toFahrenheit,
    format: (value) => formatTemperature(toCelsius(value), unit),
  };
}
