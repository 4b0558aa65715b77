import 'maplibre-gl/dist/maplibre-gl.css';
import maplibregl, { type LngLatLike, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useMapStyleUrl } from '../api/get-map-style';
import { loadBasemap } from '../lib/load-basemap';
import { basemapPaint, buildOfflineStyle } from '../lib/offline-style';
import type { MapColorScheme } from '../lib/status-colors';

export interface MapOptions {
  scheme: MapColorScheme;
  center: LngLatLike;
  zoom: number;
  /** The zoom on the offline basemap, whose outlines say little close up (default: `zoom`). */
  offlineZoom?: number;
  globe?: boolean;
  /** Extra MapLibre options, e.g. a smaller `maxZoom`. */
  extra?: Partial<maplibregl.MapOptions>;
}

export type MapStatus =
  { state: 'loading' } | { state: 'ready'; map: MapLibreMap } | { state: 'error'; message: string };

const OFFLINE_MAX_ZOOM = 12;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One MapLibre map in `container`: the configured style URL when MAP_STYLE_URL is set, else the
 * offline basemap built from world-atlas. A configured style that fails to load falls back to
 * the offline one (`fellBack`). The offline basemap follows the colour scheme in place.
 */
export function useMaplibre(
  container: RefObject<HTMLElement | null>,
  options: MapOptions,
): MapStatus & { fellBack: boolean } {
  const styleUrl = useMapStyleUrl();
  const [fellBack, setFellBack] = useState(false);
  const [status, setStatus] = useState<MapStatus>({ state: 'loading' });
  const { scheme, globe = false } = options;
  const useOffline = styleUrl === null || fellBack;

  // Read once per map, when it is created: later changes are applied in place below.
  const initial = useEffectEvent(() => options);

  useEffect(() => {
    const element = container.current;
    if (styleUrl === undefined) {
      // While the style setting is on its way, fetch the offline basemap: it is most likely needed.
      loadBasemap().catch(() => {});
      return;
    }
    if (!element) return;
    let map: MapLibreMap | undefined;
    let cancelled = false;

    const create = async () => {
      const { scheme: firstScheme, center, zoom, offlineZoom, extra } = initial();
      const style = useOffline
        ? buildOfflineStyle(await loadBasemap(), firstScheme, { globe })
        : styleUrl!;
      if (cancelled) return;
      map = new maplibregl.Map({
        container: element,
        style,
        center,
        zoom: useOffline ? (offlineZoom ?? zoom) : zoom,
        attributionControl: { compact: true },
        // Natural Earth's 1:50m outlines carry nothing worth seeing past city level.
        ...(useOffline ? { maxZoom: OFFLINE_MAX_ZOOM } : {}),
        ...extra,
      });
      const created = map;
      created.addControl(new maplibregl.NavigationControl({ showCompass: globe }), 'top-right');
      if (globe) created.on('style.load', () => created.setProjection({ type: 'globe' }));
      created.once('load', () => !cancelled && setStatus({ state: 'ready', map: created }));
      created.on('error', (event) => {
        if (created.loaded()) {
          console.warn('Map:', describe(event.error));
        } else if (!useOffline) {
          setFellBack(true); // the configured style did not load: use the built-in one
        } else {
          setStatus({ state: 'error', message: describe(event.error) });
        }
      });
    };
    create().catch((error: unknown) => {
      if (!cancelled) setStatus({ state: 'error', message: describe(error) });
    });
    return () => {
      cancelled = true;
      map?.remove();
      setStatus({ state: 'loading' }); // until the next map (another style) is ready
    };
  }, [container, styleUrl, useOffline, globe]);

  useEffect(() => {
    if (status.state !== 'ready' || !useOffline) return;
    for (const [layer, property, value] of basemapPaint(scheme)) {
      if (status.map.getLayer(layer)) status.map.setPaintProperty(layer, property, value);
    }
  }, [status, scheme, useOffline]);

  return { ...status, fellBack };
}
