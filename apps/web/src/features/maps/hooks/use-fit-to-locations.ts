import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { PinCollection } from '../lib/locations-geojson';

/** Frames every location once, when the map and the data are first both there. */
export function useFitToLocations(map: MapLibreMap | null, data: PinCollection | null) {
  const fitted = useRef(false);
  useEffect(() => {
    if (!map || !data || fitted.current || data.features.length === 0) return;
    fitted.current = true;
    const bounds = new maplibregl.LngLatBounds();
    for (const feature of data.features)
      bounds.extend(feature.geometry.coordinates as [number, number]);
    map.fitBounds(bounds, { padding: 80, maxZoom: 12, duration: 0 });
  }, [map, data]);
}
