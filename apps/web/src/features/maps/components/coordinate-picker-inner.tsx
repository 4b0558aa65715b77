import { Box, Text, useComputedColorScheme } from '@mantine/core';
import maplibregl, { type MapMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import type { CoordinatePickerProps, Coordinates } from '../map-props';
import { useMaplibre } from '../hooks/use-maplibre';
import { roundCoordinates } from '../lib/round-coordinates';
import classes from './maps.module.css';

const INDIA = { center: [80, 22] as [number, number], zoom: 3.6 };

/** The MapLibre part of `CoordinatePicker`, loaded with the map library on first use. */
export default function CoordinatePickerInner({
  value,
  onChange,
  height = 300,
}: CoordinatePickerProps) {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const container = useRef<HTMLDivElement>(null);
  const [start] = useState(() =>
    value
      ? { center: [value.longitude, value.latitude] as [number, number], zoom: 14, offlineZoom: 8 }
      : INDIA,
  );
  const mapStatus = useMaplibre(container, {
    scheme,
    ...start,
    extra: { cooperativeGestures: true },
  });
  const map = mapStatus.state === 'ready' ? mapStatus.map : null;
  const change = useEffectEvent((next: Coordinates) => onChange(roundCoordinates(next)));
  const marker = useRef<maplibregl.Marker | null>(null);

  useEffect(() => {
    if (!map) return;
    const onClick = (event: MapMouseEvent) =>
      change({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      marker.current?.remove();
      marker.current = null;
    };
  }, [map]);

  // The pin follows the value; dragging it reports the new point.
  const latitude = value?.latitude;
  const longitude = value?.longitude;
  useEffect(() => {
    if (!map) return;
    if (latitude === undefined || longitude === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const created = new maplibregl.Marker({ draggable: true, color: '#e03131' });
      created.getElement().setAttribute('aria-label', 'Chosen point');
      created.on('dragend', () => {
        const { lat, lng } = created.getLngLat();
        change({ latitude: lat, longitude: lng });
      });
      marker.current = created.setLngLat([longitude, latitude]).addTo(map);
    } else {
      marker.current.setLngLat([longitude, latitude]);
    }
    if (!map.getBounds().contains([longitude, latitude]))
      map.easeTo({ center: [longitude, latitude], zoom: Math.max(map.getZoom(), 10) });
  }, [map, latitude, longitude]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!map || event.key !== 'Enter' || event.target !== map.getCanvas()) return;
    event.preventDefault();
    const { lat, lng } = map.getCenter();
    onChange(roundCoordinates({ latitude: lat, longitude: lng }));
  };

  return (
    <div>
      <Box
        pos="relative"
        h={height}
        className={classes.picker}
        style={{ borderRadius: 8, overflow: 'hidden' }}
        onKeyDown={onKeyDown}
      >
        <div
          ref={container}
          className={classes.canvas}
          role="region"
          aria-label="Map for choosing the coordinates"
          aria-describedby="coordinate-picker-help"
          data-map-state={mapStatus.state}
        />
        <div className={classes.crosshair} aria-hidden />
      </Box>
      <Text id="coordinate-picker-help" size="xs" c="dimmed" mt={4}>
        {mapStatus.state === 'error'
          ? 'The map could not be shown; enter the latitude and longitude instead.'
          : 'Click the map or drag the pin to set the coordinates. With the keyboard: arrow keys move the map, Enter places the pin at the centre.'}
      </Text>
    </div>
  );
}
