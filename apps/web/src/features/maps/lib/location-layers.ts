import type {
  CircleLayerSpecification,
  GeoJSONSourceSpecification,
  Map as MapLibreMap,
} from 'maplibre-gl';
import { clusterRadiusExpression } from './cluster-label';
import type { PinCollection } from './locations-geojson';
import { statusColorExpression, type MapColorScheme } from './status-colors';

export const LOCATION_SOURCE = 'locations';
export const locationLayerIds = { clusters: 'location-clusters', pins: 'location-pins' } as const;

/** Above this zoom every location is its own pin; a list selection flies just past it. */
export const CLUSTER_MAX_ZOOM = 10;

export const clusterColor = { light: '#6741d9', dark: '#845ef7' };
const stroke = { light: '#ffffff', dark: '#1a1b1e' };

export function locationSource(
  data: PinCollection,
  clustered: boolean,
): GeoJSONSourceSpecification {
  return clustered
    ? { type: 'geojson', data, cluster: true, clusterRadius: 50, clusterMaxZoom: CLUSTER_MAX_ZOOM }
    : { type: 'geojson', data };
}

/**
 * Circles only (no symbol layers, so no glyphs to download): clusters sized by their count
 * (`clusterRadiusSteps`), pins coloured by status. The counts are drawn as HTML on
 * top (`use-cluster-labels.ts`).
 */
export function locationLayers(
  scheme: MapColorScheme,
  options: { clustered: boolean; pinRadius?: number },
): CircleLayerSpecification[] {
  const pins: CircleLayerSpecification = {
    id: locationLayerIds.pins,
    type: 'circle',
    source: LOCATION_SOURCE,
    paint: {
      'circle-color': statusColorExpression(scheme) as never,
      'circle-radius': options.pinRadius ?? 7,
      'circle-stroke-width': 2,
      'circle-stroke-color': stroke[scheme],
    },
  };
  if (!options.clustered) return [pins];
  return [
    {
      id: locationLayerIds.clusters,
      type: 'circle',
      source: LOCATION_SOURCE,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': clusterColor[scheme],
        'circle-opacity': 0.85,
        'circle-radius': clusterRadiusExpression() as never,
        'circle-stroke-width': 2,
        'circle-stroke-color': stroke[scheme],
      },
    },
    { ...pins, filter: ['!', ['has', 'point_count']] },
  ];
}

/** Adds the source and layers once the style has loaded (on any basemap, offline or not). */
export function addLocationLayers(
  map: MapLibreMap,
  data: PinCollection,
  scheme: MapColorScheme,
  options: { clustered: boolean; pinRadius?: number },
) {
  if (map.getSource(LOCATION_SOURCE)) return;
  map.addSource(LOCATION_SOURCE, locationSource(data, options.clustered));
  for (const layer of locationLayers(scheme, options)) map.addLayer(layer);
}

/** Recolours the location layers after the colour scheme changed. */
export function applyLocationScheme(map: MapLibreMap, scheme: MapColorScheme) {
  if (map.getLayer(locationLayerIds.pins)) {
    map.setPaintProperty(locationLayerIds.pins, 'circle-color', statusColorExpression(scheme));
    map.setPaintProperty(locationLayerIds.pins, 'circle-stroke-color', stroke[scheme]);
  }
  if (map.getLayer(locationLayerIds.clusters)) {
    map.setPaintProperty(locationLayerIds.clusters, 'circle-color', clusterColor[scheme]);
    map.setPaintProperty(locationLayerIds.clusters, 'circle-stroke-color', stroke[scheme]);
  }
}
