import type { Map as MapLibreMap, MapLayerMouseEvent, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent } from 'react';
import { locationLayerIds } from '../lib/location-layers';

/**
 * A click on the map reports the pin under it (its location id), or null for a click elsewhere,
 * which closes the popup. One handler, so a click on another pin never both opens and closes.
 */
export function usePinClicks(map: MapLibreMap | null, onClick: (id: string | null) => void) {
  const report = useEffectEvent(onClick);
  useEffect(() => {
    if (!map) return;
    const layer = locationLayerIds.pins;
    const onMapClick = (event: MapMouseEvent) => {
      if (!map.getLayer(layer)) return;
      const [pin] = map.queryRenderedFeatures(event.point, { layers: [layer] });
      report((pin?.properties as { id?: string } | undefined)?.id ?? null);
    };
    const pointer = (_event: MapLayerMouseEvent) => (map.getCanvas().style.cursor = 'pointer');
    const reset = () => (map.getCanvas().style.cursor = '');
    map.on('click', onMapClick);
    map.on('mouseenter', layer, pointer);
    map.on('mouseleave', layer, reset);
    return () => {
      map.off('click', onMapClick);
      map.off('mouseenter', layer, pointer);
      map.off('mouseleave', layer, reset);
    };
  }, [map]);
}
