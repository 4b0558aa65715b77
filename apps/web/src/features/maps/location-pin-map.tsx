import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { LocationPinMapProps } from './map-props';

// The map library arrives with this chunk, not with the page that shows the map.
const Inner = lazy(() => import('./components/location-pin-map-inner'));

/** A small map with one pin, coloured by status. */
export function LocationPinMap(props: LocationPinMapProps) {
  return (
    <Suspense
      fallback={
        <Skeleton h={props.height ?? 240} radius="md" role="status" aria-label="Loading map" />
      }
    >
      <Inner {...props} />
    </Suspense>
  );
}
