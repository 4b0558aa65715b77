import type { DeviceStatus, NumericMetric, SensorData } from '@fm/contracts';

export const statusColor: Record<DeviceStatus, string> = {
  online: 'teal',
  offline: 'red',
  pending: 'gray',
};

export const statusLabel: Record<DeviceStatus, string> = {
  online: 'Online',
  offline: 'Offline',
  pending: 'Awaiting first reading',
};

export const typeLabel: Record<string, string> = {
  environment: 'Environment',
  temperature: 'Temperature',
  humidity: 'Humidity',
  'air-quality': 'Air quality',
  co2: 'CO2',
  sound: 'Sound',
  motion: 'Motion',
  'electricity-meter': 'Electricity meter',
  'dg-set': 'DG set (diesel)',
  'water-meter': 'Water meter',
  'solar-meter': 'Solar generation meter',
};

export const severityColor: Record<string, string> = {
  info: 'blue',
  warning: 'orange',
  critical: 'red',
};

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A metric other than temperature, with its unit. */
export function formatMetric(metric: Exclude<NumericMetric, 'temperature'>, value: number) {
  switch (metric) {
    case 'humidity':
      return `${whole.format(value)}%`;
    case 'airQualityIndex':
      return `AQI ${whole.format(value)}`;
    case 'co2Level':
      return `${whole.format(value)} ppm`;
    case 'soundLevel':
      return `${whole.format(value)} dB`;
  }
}

/** The last reading in one line: '23.5 °C · 48% · 640 ppm · motion'. */
export function readingSummary(
  data: SensorData,
  formatTemperature: (celsius: number) => string,
): string {
  const parts: string[] = [];
  if (data.temperature !== null) parts.push(formatTemperature(data.temperature));
  for (const metric of ['humidity', 'airQualityIndex', 'co2Level', 'soundLevel'] as const) {
    const value = data[metric];
    if (value !== null) parts.push(formatMetric(metric, value));
  }
  if (data.motionDetected !== null) parts.push(data.motionDetected ? 'motion' : 'no motion');
  return parts.length ? parts.join(' · ') : 'No readings yet';
}
