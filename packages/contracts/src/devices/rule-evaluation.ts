import type { NumericMetric } from './device';
import type { RuleComparison } from './alerts';

/** What a rule checks, without its name or scope. */
export interface RuleCondition {
  metric: NumericMetric;
  comparison: RuleComparison;
  threshold: number;
  durationSeconds: number;
}

/**
 * Where one rule stands for one device, kept between readings: since when the condition has
 * held (null: it does not), whether its alert is raised, and the time of the last reading judged.
 */
export interface ConditionState {
  since: number | null;
  raised: boolean;
  lastAt: number;
}

export const initialConditionState: ConditionState = { since: null, raised: false, lastAt: 0 };

export interface TimedValue {
  /** When the reading was taken (ms since the epoch). */
  at: number;
  value: number | null | undefined;
}

export type ConditionTransition =
  | { kind: 'raise'; at: number; value: number; since: number }
  | { kind: 'clear'; at: number; value: number };

const conditionHolds = (condition: RuleCondition, value: number) =>
  condition.comparison === 'above' ? value > condition.threshold : value < condition.threshold;

/**
 * Judges readings (in the order they were taken) against one rule. Durations are measured on the
 * readings' own timestamps, so a batch of old readings is judged as it happened. An alert is
 * raised once, when the condition has held for the rule's duration, and cleared by the first
 * reading on which it no longer holds; never raised twice for one ongoing condition. Readings
 * without the metric, and readings older than the last one judged, change nothing.
 */
export function evaluateCondition(
  condition: RuleCondition,
  state: ConditionState,
  readings: readonly TimedValue[],
): { state: ConditionState; transitions: ConditionTransition[] } {
  let { since, raised, lastAt } = state;
  const transitions: ConditionTransition[] = [];
  for (const { at, value } of readings) {
    if (value === null || value === undefined || !Number.isFinite(value)) continue;
    if (at < lastAt) continue;
    lastAt = at;
    if (conditionHolds(condition, value)) {
      since ??= at;
      if (!raised && at - since >= condition.durationSeconds * 1000) {
        raised = true;
        transitions.push({ kind: 'raise', at, value, since });
      }
    } else {
      since = null;
      if (raised) {
        raised = false;
        transitions.push({ kind: 'clear', at, value });
      }
    }
  }
  return { state: { since, raised, lastAt }, transitions };
}

const metricLabels: Record<NumericMetric, { label: string; unit: string }> = {
  temperature: { label: 'Temperature', unit: '°C' },
  humidity: { label: 'Humidity', unit: '%' },
  airQualityIndex: { label: 'Air quality index', unit: '' },
  co2Level: { label: 'CO2', unit: 'ppm' },
  soundLevel: { label: 'Sound', unit: 'dB' },
};

const metricLabel = (metric: NumericMetric) => metricLabels[metric].label;
const metricUnit = (metric: NumericMetric) => metricLabels[metric].unit;

const formatValue = (metric: NumericMetric, value: number) => {
  const unit = metricUnit(metric);
  const rounded = Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('en-US')}${unit ? (unit === '%' ? unit : ` ${unit}`) : ''}`;
};

/** "CO2 above 1,200 ppm for 600 s (1,250 ppm)" */
export function ruleAlertMessage(condition: RuleCondition, value: number): string {
  const duration = condition.durationSeconds > 0 ? ` for ${condition.durationSeconds} s` : '';
  return `${metricLabel(condition.metric)} ${condition.comparison} ${formatValue(condition.metric, condition.threshold)}${duration} (${formatValue(condition.metric, value)})`;
}

export const offlineAlertMessage = (seconds: number) =>
  `No readings for ${seconds} s: the device is offline`;
