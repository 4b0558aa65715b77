import { describe, expect, it } from 'vitest';
import { emptySensorData } from './device';
import { simulateReading, simulationClamps } from './simulation';

describe('simulateReading', () => {
  it('keeps every metric within the spec clamps, from the extremes, over many ticks', () => {
    let reading = { ...emptySensorData };
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (let tick = 0; tick < 5000; tick += 1) {
      reading = simulateReading(reading, random);
      for (const [metric, { min, max }] of Object.entries(simulationClamps)) {
        const value = reading[metric as keyof typeof simulationClamps];
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
      }
    }
  });

  it('pushes a value at a clamp no further', () => {
    const atEdge = { ...emptySensorData, humidity: 80, co2Level: 300, motionDetected: false };
    const up = simulateReading(atEdge, () => 0.999);
    expect(up.humidity).toBe(80);
    const down = simulateReading(atEdge, () => 0);
    expect(down.co2Level).toBe(300);
  });

  it('flips motion with a 10% chance per tick', () => {
    const still = { ...emptySensorData, motionDetected: false };
    expect(simulateReading(still, () => 0.0999).motionDetected).toBe(true);
    expect(simulateReading(still, () => 0.1).motionDetected).toBe(false);
  });
});
