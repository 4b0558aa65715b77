import maplibregl, { type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { LOCATION_SOURCE } from '../lib/location-layers';
import classes from '../components/maps.module.css';
import { clusterDiameter, formatClusterCount } from '../lib/cluster-label';

interface ClusterProperties {
  cluster_id: number;
  point_count: number;
}

function labelElement(count: number, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = classes.clusterLabel!;
  const size = `${clusterDiameter(count)}px`;
  button.style.width = size;
  button.style.height = size;
  button.textContent = formatClusterCount(count);
  button.setAttribute('aria-label', `${count.toLocaleString()} locations here, zoom in`);
  button.addEventListener('click', onClick);
  return button;
}

/**
 * The count of every visible cluster as an HTML button over its circle: readable by screen
 * readers, clickable and focusable, and no glyphs to download for a symbol layer. Markers are
 * reused by cluster id while the map moves.
 */
export function useClusterLabels(map: MapLibreMap | null) {
  useEffect(() => {
    if (!map) return;
    const shown = new Map<number, maplibregl.Marker>();
    const zoomInto = (clusterId: number, center: [number, number]) => {
      const source = map.getSource<GeoJSONSource>(LOCATION_SOURCE);
      void source
        ?.getClusterExpansionZoom(clusterId)
        .then((zoom) => map.easeTo({ center, zoom }))
        .catch(() => map.easeTo({ center, zoom: map.getZoom() + 2 }));
    };
    const update = () => {
      if (!map.getSource(LOCATION_SOURCE) || !map.isSourceLoaded(LOCATION_SOURCE)) return;
      const visible = new Set<number>();
      for (const feature of map.querySourceFeatures(LOCATION_SOURCE)) {
        const props = feature.properties as Partial<ClusterProperties>;
        if (props.cluster_id === undefined || feature.geometry.type !== 'Point') continue;
        const id = props.cluster_id;
        visible.add(id);
        if (shown.has(id)) continue;
        const center = feature.geometry.coordinates as [number, number];
        const element = labelElement(props.point_count ?? 0, () => zoomInto(id, center));
        shown.set(id, new maplibregl.Marker({ element }).setLngLat(center).addTo(map));
      }
      for (const [id, marker] of shown) {
        if (visible.has(id)) continue;
        marker.remove();
        shown.delete(id);
      }
    };
    map.on('render', update);
    update();
    return () => {
      map.off('render', update);
      for (const marker of shown.values()) marker.remove();
    };
  }, [map]);
}
