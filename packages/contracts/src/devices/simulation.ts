import type { SensorData } from './device';

/** Spec section 9: the simulation's tick, clamps and motion flip chance. */
export const SIMULATION_TICK_MS = 30_000;
const MOTION_FLIP_CHANCE = 0.1;
export const simulationClamps = {
  /** The spec gives none for temperature: an indoor range. */
  temperature: { min: 16, max: 32 },
  humidity: { min: 20, max: 80 },
  airQualityIndex: { min: 0, max: 300 },
  co2Level: { min: 300, max: 2000 },
  soundLevel: { min: 30, max: 100 },
} as const;

type ClampedMetric = keyof typeof simulationClamps;

/** How far one tick may move each metric. */
const steps: Record<ClampedMetric, number> = {
  temperature: 0.5,
  humidity: 2,
  airQualityIndex: 8,
  co2Level: 40,
  soundLevel: 4,
};

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The next simulated reading: each metric takes a small random step from the last one and stays
 * within the spec's clamps (a metric never seen starts in the middle of its range); motion flips
 * with the spec's 10% chance. `random` returns numbers in [0, 1).
 */
export function simulateReading(previous: SensorData, random: () => number = Math.random) {
  const next = {} as Record<ClampedMetric, number>;
  for (const metric of Object.keys(simulationClamps) as ClampedMetric[]) {
    const range = simulationClamps[metric];
    const last = previous[metric] ?? (range.min + range.max) / 2;
    next[metric] = round1(clamp(last + (random() * 2 - 1) * steps[metric], range));
  }
  const motion = previous.motionDetected ?? false;
  return { ...next, motionDetected: random() < MOTION_FLIP_CHANCE ? !motion : motion };
}
