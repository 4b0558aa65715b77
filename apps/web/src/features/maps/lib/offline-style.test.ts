import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import countries110m from 'world-atlas/countries-110m.json';
import { topologyToBasemap } from './load-basemap';
import { locationLayers, locationSource } from './location-layers';
import { locationsToGeoJson } from './locations-geojson';
import { basemapLayerIds, basemapPaint, buildOfflineStyle } from './offline-style';
import { mappable } from './test-locations';

// The same conversion as the app, on the package's smaller (1:110m) file to keep the test quick.
const basemap = topologyToBasemap(countries110m as never);

describe('the offline basemap', () => {
  it('turns world-atlas into countries and the borders between them', () => {
    expect(basemap.countries.features.length).toBeGreaterThan(170);
    const names = basemap.countries.features.map((f) => f.properties?.name);
    expect(names).toContain('India');
    expect(basemap.borders.geometry.type).toBe('MultiLineString');
    expect(basemap.borders.geometry.coordinates.length).toBeGreaterThan(100);
  });

  it('is a valid MapLibre style with nothing to fetch: no tiles, glyphs or sprite', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const style = buildOfflineStyle(basemap, scheme);
      expect(validateStyleMin(style)).toEqual([]);
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      for (const source of Object.values(style.sources)) {
        expect(source.type).toBe('geojson');
        expect(typeof (source as { data: unknown }).data).toBe('object');
      }
      expect(style.layers.map((layer) => layer.id)).toEqual(Object.values(basemapLayerIds));
    }
  });

  it('stays valid with the location layers on top, clustered or not', () => {
    const { collection } = locationsToGeoJson([mappable({ id: 'a' })]);
    for (const clustered of [true, false]) {
      const style = buildOfflineStyle(basemap, 'dark', { globe: !clustered });
      style.sources.locations = locationSource(collection, clustered);
      style.layers.push(...locationLayers('dark', { clustered }));
      expect(validateStyleMin(style)).toEqual([]);
      expect(style.layers.every((layer) => layer.type !== 'symbol')).toBe(true);
    }
  });

  it('asks for the globe projection only on the globe', () => {
    expect(buildOfflineStyle(basemap, 'light', { globe: true }).projection).toEqual({
      type: 'globe',
    });
    expect(buildOfflineStyle(basemap, 'light').projection).toBeUndefined();
  });

  it('switches every basemap colour between light and dark in place', () => {
    const light = basemapPaint('light');
    const dark = basemapPaint('dark');
    expect(light.map(([layer, property]) => [layer, property])).toEqual(
      dark.map(([layer, property]) => [layer, property]),
    );
    light.forEach(([, , colour], index) => expect(colour).not.toBe(dark[index]![2]));
    const style = buildOfflineStyle(basemap, 'dark');
    for (const [layerId, property, colour] of dark) {
      const layer = style.layers.find((l) => l.id === layerId) as {
        paint: Record<string, unknown>;
      };
      expect(layer.paint[property]).toBe(colour);
    }
  });
});
