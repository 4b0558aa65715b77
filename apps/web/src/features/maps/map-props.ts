// The props of the lazily loaded map components, apart from both halves so neither imports the
// other for its types.
import type { UseQueryResult } from '@tanstack/react-query';
import type { MappableLocation } from './lib/locations-geojson';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface CoordinatePickerProps {
  value: Coordinates | null;
  onChange: (value: Coordinates) => void;
  height?: number;
}

export interface LocationPinMapProps {
  latitude: number;
  longitude: number;
  /** The pin's accessible name and popup text, e.g. the location's name. */
  label: string;
  /** 'active' | 'inactive' | 'pending' | 'approved' | 'rejected'; colours the pin. */
  status?: string;
  height?: number;
}

export interface LocationsMapProps {
  /** The live locations' query (the screen runs it): pins, or its loading and error states. */
  locations: UseQueryResult<MappableLocation[]>;
}
