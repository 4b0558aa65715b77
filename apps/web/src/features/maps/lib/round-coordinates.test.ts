import { describe, expect, it } from 'vitest';
import { roundCoordinates } from './round-coordinates';

describe('roundCoordinates', () => {
  it('keeps six decimals', () => {
    expect(roundCoordinates({ latitude: 18.92512345, longitude: 72.82345678 })).toEqual({
      latitude: 18.925123,
      longitude: 72.823457,
    });
  });

  it('wraps longitudes from a map turned past the date line and clamps latitudes', () => {
    expect(roundCoordinates({ latitude: 10, longitude: 190 }).longitude).toBe(-170);
    expect(roundCoordinates({ latitude: 10, longitude: -540 }).longitude).toBe(-180);
    expect(roundCoordinates({ latitude: 91, longitude: 0 }).latitude).toBe(90);
  });
});
