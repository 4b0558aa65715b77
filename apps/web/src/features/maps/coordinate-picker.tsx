// Stub: the maps issue replaces this with a MapLibre map (loaded lazily) where a click sets the point.
export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface CoordinatePickerProps {
  value: Coordinates | null;
  onChange: (value: Coordinates) => void;
  height?: number;
}

export function CoordinatePicker(_props: CoordinatePickerProps) {
  return null;
}
