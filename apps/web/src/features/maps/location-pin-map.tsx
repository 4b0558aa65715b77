// Stub: the maps issue replaces this with a MapLibre map (loaded lazily) showing one pin.
export interface LocationPinMapProps {
  latitude: number;
  longitude: number;
  /** The pin's accessible name and popup text, e.g. the location's name. */
  label: string;
  /** 'active' | 'inactive' | 'pending' | 'approved' | 'rejected'; colours the pin. */
  status?: string;
  height?: number;
}

export function LocationPinMap(_props: LocationPinMapProps) {
  return null;
}
