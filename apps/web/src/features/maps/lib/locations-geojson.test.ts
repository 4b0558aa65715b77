import { describe, expect, it } from 'vitest';
import { hasCoordinates, locationsToGeoJson } from './locations-geojson';
import { mappable } from './test-locations';

describe('locationsToGeoJson', () => {
  it('makes one point per location, longitude first, with what the popup shows', () => {
    const { collection, withoutCoordinates } = locationsToGeoJson([
      mappable({ id: 'a', displayName: 'Nariman Point Branch', status: 'inactive' }),
      mappable({ id: 'b', coordinates: { lat: 28.61, lng: 77.21 } }),
    ]);
    expect(withoutCoordinates).toBe(0);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(2);
    expect(collection.features[0]).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [72.82, 18.92] },
      properties: {
        id: 'a',
        name: 'Nariman Point Branch',
        address: 'Maharashtra, Mumbai, 400021, India',
        status: 'inactive',
      },
    });
    expect(collection.features[1]!.geometry.coordinates).toEqual([77.21, 28.61]);
  });

  it('leaves out and counts locations without usable coordinates', () => {
    const { collection, withoutCoordinates } = locationsToGeoJson([
      mappable({ id: 'missing', coordinates: { lat: 0, lng: 0 } }),
      mappable({ id: 'off-globe', coordinates: { lat: 95, lng: 10 } }),
      mappable({ id: 'nan', coordinates: { lat: Number.NaN, lng: 10 } }),
      mappable({ id: 'ok' }),
    ]);
    expect(collection.features.map((f) => f.properties.id)).toEqual(['ok']);
    expect(withoutCoordinates).toBe(3);
  });

  it('keeps a location on the equator or the prime meridian', () => {
    expect(hasCoordinates({ lat: 0, lng: 32.5 })).toBe(true);
    expect(hasCoordinates({ lat: 51.48, lng: 0 })).toBe(true);
    expect(hasCoordinates({ lat: -90, lng: -180 })).toBe(true);
    expect(hasCoordinates({ lat: 10, lng: 180.5 })).toBe(false);
  });

  it('gives an empty collection for no locations', () => {
    expect(locationsToGeoJson([]).collection.features).toEqual([]);
  });
});
