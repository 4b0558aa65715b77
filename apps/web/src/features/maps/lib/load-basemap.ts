import type { FeatureCollection } from 'geojson';
import { feature, mesh } from 'topojson-client';
// The file ships with the build as a hashed asset: served by this server, never from elsewhere.
import countriesUrl from 'world-atlas/countries-50m.json?url';
import type { BasemapData } from './offline-style';

type Topology = Parameters<typeof mesh>[0];

/** Countries as GeoJSON and the borders between them, from world-atlas's TopoJSON. */
export function topologyToBasemap(topology: Topology): BasemapData {
  // The typings disagree on properties ({} versus null); world-atlas's countries carry a name.
  const countries = topology.objects.countries as Parameters<typeof mesh>[1];
  if (!countries) throw new Error('The world atlas has no countries');
  return {
    countries: feature(topology, countries) as unknown as FeatureCollection,
    borders: {
      type: 'Feature',
      properties: {},
      geometry: mesh(topology, countries, (a, b) => a !== b),
    },
  };
}

let basemap: Promise<BasemapData> | undefined;

/**
 * The world's countries (Natural Earth 1:50m from the world-atlas package), fetched on first
 * use and converted once per page: every map on the page shares them.
 */
export function loadBasemap(): Promise<BasemapData> {
  basemap ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The world map could not be loaded (${response.status})`);
      return response.json() as Promise<Topology>;
    })
    .then(topologyToBasemap)
    .catch((error: unknown) => {
      basemap = undefined; // the next map tries again
      throw error;
    });
  return basemap;
}
