import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface LocationPinMapProps {
  latitude: number;
  longitude: number;
  /** The pin's accessible name and popup text, e.g. the location's name. */
  label: string;
  /** 'active' | 'inactive' | 'pending' | 'approved' | 'rejected'; colours the pin. */
  status?: string;
  height?: number;
}

// The map library arrives with this chunk, not with the page that shows the map.
const Inner = lazy(() => import('./components/location-pin-map-inner'));

/** A small map with one pin, coloured by status. */
export function LocationPinMap(props: LocationPinMapProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 240} radius="md" aria-label="Loading map" />}>
      <Inner {...props} />
    </Suspense>
  );
}
