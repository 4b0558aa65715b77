import { Box, Text, useComputedColorScheme } from '@mantine/core';
import maplibregl from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { LocationPinMapProps } from '../map-props';
import { useMaplibre } from '../hooks/use-maplibre';
import { hasCoordinates } from '../lib/locations-geojson';
import { statusColor } from '../lib/status-colors';
import classes from './maps.module.css';

/** The MapLibre part of `LocationPinMap`, loaded with the map library on first use. */
export default function LocationPinMapInner({
  latitude,
  longitude,
  label,
  status,
  height = 240,
}: LocationPinMapProps) {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const container = useRef<HTMLDivElement>(null);
  const known = hasCoordinates({ lat: latitude, lng: longitude });
  const mapStatus = useMaplibre(container, {
    scheme,
    center: known ? [longitude, latitude] : [0, 20],
    zoom: known ? 14 : 0.5,
    offlineZoom: known ? 5 : 0.5,
    // Page scrolling stays page scrolling: zoom with Ctrl + wheel or two fingers.
    extra: { cooperativeGestures: true },
  });
  const map = mapStatus.state === 'ready' ? mapStatus.map : null;
  const colour = status ? statusColor(status, scheme) : undefined;

  useEffect(() => {
    if (!map || !known) return;
    const marker = new maplibregl.Marker({ color: colour ?? '#1c7ed6' })
      .setLngLat([longitude, latitude])
      .setPopup(new maplibregl.Popup({ offset: 24, className: classes.popup }).setText(label))
      .addTo(map);
    const element = marker.getElement();
    element.setAttribute('aria-label', label);
    element.title = label;
    map.jumpTo({ center: [longitude, latitude] });
    return () => {
      marker.remove();
    };
  }, [map, known, latitude, longitude, label, colour]);

  return (
    <Box pos="relative" h={height} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <div
        ref={container}
        className={classes.canvas}
        role="region"
        aria-label={`Map: ${label}`}
        data-map-state={mapStatus.state}
      />
      {(!known || mapStatus.state === 'error') && (
        <div className={classes.centre}>
          <Text size="sm" bg="var(--mantine-color-body)" px="sm" py={4} style={{ borderRadius: 6 }}>
            {mapStatus.state === 'error'
              ? 'The map could not be shown.'
              : 'This location has no coordinates yet.'}
          </Text>
        </div>
      )}
    </Box>
  );
}
