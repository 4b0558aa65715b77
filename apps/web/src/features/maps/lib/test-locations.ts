import type { MappableLocation } from './locations-geojson';

/** A location for the maps tests, in the shape the locations feature hands over. */
export function mappable(overrides: Partial<MappableLocation> & { id: string }): MappableLocation {
  return {
    locationId: 1000 + Number.parseInt(overrides.id.replace(/\D/g, '') || '0', 10),
    displayName: `Branch ${overrides.id}`,
    fullAddress: 'Maharashtra, Mumbai, 400021, India',
    state: 'Maharashtra',
    city: 'Mumbai',
    status: 'active',
    coordinates: { lat: 18.92, lng: 72.82 },
    ...overrides,
  };
}
