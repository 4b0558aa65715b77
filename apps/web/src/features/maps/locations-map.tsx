import { lazy, Suspense } from 'react';
import { MapOverlay } from './components/map-overlay';
import classes from './components/maps.module.css';
import type { LocationsMapProps } from './map-props';

// The map library arrives with this chunk, not with the screen that shows the map.
const MapInner = lazy(() => import('./components/locations-map-inner'));
const GlobeInner = lazy(() => import('./components/locations-globe-inner'));

function Loading({ message }: { message: string }) {
  return (
    <div className={classes.viewport}>
      <MapOverlay kind="loading" message={message} />
    </div>
  );
}

/** The live locations on a flat map: pins by status, clustered, with a list. */
export function LocationsMap(props: LocationsMapProps) {
  return (
    <Suspense fallback={<Loading message="Loading map..." />}>
      <MapInner {...props} />
    </Suspense>
  );
}

/** The live locations on a 3D globe with the headline counts. */
export function LocationsGlobe(props: LocationsMapProps) {
  return (
    <Suspense fallback={<Loading message="Loading globe..." />}>
      <GlobeInner {...props} />
    </Suspense>
  );
}
