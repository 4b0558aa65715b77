import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import type { MapColorScheme } from './status-colors';

/** The world as GeoJSON, from the world-atlas package (see `load-basemap.ts`). */
export interface BasemapData {
  countries: FeatureCollection;
  /** Borders between two countries only (coastlines are drawn by the land's edge). */
  borders: Feature<MultiLineString>;
}

export const basemapLayerIds = {
  water: 'basemap-water',
  land: 'basemap-land',
  borders: 'basemap-borders',
} as const;

const palette = {
  light: { water: '#cfe2f3', land: '#f8f9fa', landOutline: '#adb5bd', borders: '#adb5bd' },
  dark: { water: '#0d1b2a', land: '#2c2e33', landOutline: '#5c5f66', borders: '#5c5f66' },
} satisfies Record<MapColorScheme, Record<string, string>>;

/**
 * The paint values that differ between light and dark, as [layer, property, value]; applied with
 * `setPaintProperty` when the scheme changes, so the location layers on top stay in place.
 */
export function basemapPaint(scheme: MapColorScheme): [string, string, string][] {
  const colours = palette[scheme];
  return [
    [basemapLayerIds.water, 'background-color', colours.water],
    [basemapLayerIds.land, 'fill-color', colours.land],
    [basemapLayerIds.land, 'fill-outline-color', colours.landOutline],
    [basemapLayerIds.borders, 'line-color', colours.borders],
  ];
}

/**
 * A MapLibre style that needs nothing from the network: countries and their borders as GeoJSON
 * sources, no tiles, no glyphs and no sprite (the location layers use circles, counts are HTML).
 */
export function buildOfflineStyle(
  data: BasemapData,
  scheme: MapColorScheme,
  options: { globe?: boolean } = {},
): StyleSpecification {
  const colours = palette[scheme];
  return {
    version: 8,
    name: `Offline basemap (${scheme})`,
    ...(options.globe ? { projection: { type: 'globe' } } : {}),
    sources: {
      countries: { type: 'geojson', data: data.countries, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: data.borders },
    },
    layers: [
      {
        id: basemapLayerIds.water,
        type: 'background',
        paint: { 'background-color': colours.water },
      },
      {
        id: basemapLayerIds.land,
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': colours.land, 'fill-outline-color': colours.landOutline },
      },
      {
        id: basemapLayerIds.borders,
        type: 'line',
        source: 'borders',
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': colours.borders,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.5],
        },
      },
    ],
  };
}
