import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  addLocationLayers,
  applyLocationScheme,
  LOCATION_SOURCE,
  locationLayerIds,
} from '../lib/location-layers';
import type { PinCollection } from '../lib/locations-geojson';
import type { MapColorScheme } from '../lib/status-colors';

/** What the map shows after it last settled (its `idle` event). */
export interface RenderedLocations {
  /** Locations in the map's source when it settled. */
  loaded: number;
  clusters: number;
  pins: number;
  /** The zoom it settled at, two decimals. */
  zoom: number;
}

/** A User Timing mark at the first `idle` with every location in the map (read by the bench). */
const MAP_IDLE_MARK = 'map-idle';

function countRendered(map: MapLibreMap) {
  const layers = [locationLayerIds.clusters, locationLayerIds.pins].filter((id) =>
    map.getLayer(id),
  );
  const clusters = new Set<number>();
  const pins = new Set<string>();
  // A feature on a tile edge comes back once per tile: count distinct ids.
  for (const feature of map.queryRenderedFeatures({ layers })) {
    const props = feature.properties as { cluster_id?: number; id?: string };
    if (props.cluster_id !== undefined) clusters.add(props.cluster_id);
    else if (props.id) pins.add(props.id);
  }
  return { clusters: clusters.size, pins: pins.size };
}

/**
 * Puts the locations on a ready map (clustered or not), keeps them current as the list changes
 * and recolours them with the scheme. Reports what was rendered each time the map settles.
 */
export function useLocationLayers(
  map: MapLibreMap | null,
  data: PinCollection | null,
  scheme: MapColorScheme,
  options: { clustered: boolean; pinRadius?: number },
): RenderedLocations | null {
  const [rendered, setRendered] = useState<RenderedLocations | null>(null);
  const { clustered, pinRadius } = options;
  const currentScheme = useEffectEvent(() => scheme);

  useEffect(() => {
    if (!map || !data) return;
    const source = map.getSource<GeoJSONSource>(LOCATION_SOURCE);
    if (source) source.setData(data);
    else addLocationLayers(map, data, currentScheme(), { clustered, pinRadius });
    const size = data.features.length;
    const onIdle = () => {
      if (!map.isSourceLoaded(LOCATION_SOURCE)) return;
      setRendered({
        loaded: size,
        ...countRendered(map),
        zoom: Math.round(map.getZoom() * 100) / 100,
      });
      if (size > 0 && performance.getEntriesByName(MAP_IDLE_MARK).length === 0)
        performance.mark(MAP_IDLE_MARK, { detail: { locations: size } });
    };
    map.on('idle', onIdle);
    // The data may already be drawn (an update that changed nothing visible): settle once more.
    map.triggerRepaint();
    return () => {
      map.off('idle', onIdle);
    };
  }, [map, data, clustered, pinRadius]);

  useEffect(() => {
    if (map) applyLocationScheme(map, scheme);
  }, [map, scheme]);

  return rendered;
}
