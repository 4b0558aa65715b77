import type { TemperatureUnit } from '@fm/contracts';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth';

const SYMBOL: Record<TemperatureUnit, string> = { celsius: '°C', fahrenheit: '°F' };
const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A reading in degrees Celsius (as sensors report it), shown in the person's unit. */
export function formatTemperature(celsius: number, unit: TemperatureUnit): string {
  const value = unit === 'fahrenheit' ? (celsius * 9) / 5 + 32 : celsius;
  return `${oneDecimal.format(value)} ${SYMBOL[unit]}`;
}

/** The signed-in person's temperature unit (Profile Settings), and a formatter for it. */
export function useTemperatureUnit(): {
  unit: TemperatureUnit;
  formatTemperature: (celsius: number) => string;
} {
  const unit = useAuth().user?.preferences.temperatureUnit ?? 'celsius';
  const format = useCallback((celsius: number) => formatTemperature(celsius, unit), [unit]);
  return { unit, formatTemperature: format };
}
