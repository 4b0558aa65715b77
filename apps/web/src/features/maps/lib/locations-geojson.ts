import type { Feature, FeatureCollection, Point } from 'geojson';

/** What a pin needs from a location (a `LocationView` from the locations feature fits). */
export interface MappableLocation {
  id: string;
  locationId: number;
  displayName: string;
  fullAddress: string;
  state: string | null;
  city: string | null;
  status: string;
  coordinates: { lat: number; lng: number };
}

interface PinProperties {
  id: string;
  name: string;
  address: string;
  status: string;
}

type PinFeature = Feature<Point, PinProperties>;
export type PinCollection = FeatureCollection<Point, PinProperties>;

/**
 * Coordinates a pin can stand on. The spec turns missing coordinates into 0, so (0, 0) means
 * "unknown" here (no branch stands in the Gulf of Guinea), as does anything off the globe.
 */
export function hasCoordinates({ lat, lng }: { lat: number; lng: number }): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lat === 0 && lng === 0) return false;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/**
 * The locations as one GeoJSON point collection for MapLibre's clustered source; locations
 * without usable coordinates are counted apart so the screen can say how many are missing.
 */
export function locationsToGeoJson(locations: readonly MappableLocation[]): {
  collection: PinCollection;
  withoutCoordinates: number;
} {
  const features: PinFeature[] = [];
  let withoutCoordinates = 0;
  for (const location of locations) {
    if (!hasCoordinates(location.coordinates)) {
      withoutCoordinates += 1;
      continue;
    }
    features.push({
      type: 'Feature',
      geometry: {
        type: 'Point',
        coordinates: [location.coordinates.lng, location.coordinates.lat],
      },
      properties: {
        id: location.id,
        name: location.displayName,
        address: location.fullAddress,
        status: location.status,
      },
    });
  }
  return { collection: { type: 'FeatureCollection', features }, withoutCoordinates };
}
