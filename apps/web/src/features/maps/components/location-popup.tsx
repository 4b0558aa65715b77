import { ADDRESS_NOT_AVAILABLE } from '@fm/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { locationPath } from '@/lib/location-path';
import type { MappableLocation } from '../lib/locations-geojson';
import { statusLabel, type MapColorScheme } from '../lib/status-colors';
import classes from './maps.module.css';
import { StatusDot } from './status-dot';

interface LocationPopupProps {
  map: MapLibreMap | null;
  location: MappableLocation | null;
  scheme: MapColorScheme;
  onClose: () => void;
}

/**
 * The selected location's popup: name, address, status and 'Open location'. MapLibre places it;
 * React renders its content through a portal, so the link is a router link. Opening it moves
 * the focus to that link; Escape closes it.
 */
export function LocationPopup({ map, location, scheme, onClose }: LocationPopupProps) {
  const [node] = useState(() => document.createElement('div'));
  const close = useEffectEvent(onClose);
  const id = location?.id;
  const lng = location?.coordinates.lng;
  const lat = location?.coordinates.lat;

  useEffect(() => {
    if (!map || id === undefined || lng === undefined || lat === undefined) return;
    const popup = new maplibregl.Popup({
      offset: 12,
      maxWidth: '320px',
      className: classes.popup,
      closeOnClick: false, // map clicks go through usePinClicks
    })
      .setLngLat([lng, lat])
      .setDOMContent(node)
      .addTo(map);
    const onPopupClose = () => close();
    popup.on('close', onPopupClose);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && popup.remove();
    node.addEventListener('keydown', onKey);
    return () => {
      node.removeEventListener('keydown', onKey);
      popup.off('close', onPopupClose); // replaced or unmounted, not closed by the person
      popup.remove();
    };
  }, [map, node, id, lng, lat]);

  if (!location) return null;
  return createPortal(
    <Stack gap={6} role="dialog" aria-label={location.displayName}>
      <Text fw={600} size="sm">
        {location.displayName}
      </Text>
      <Text size="xs" c="dimmed">
        {location.fullAddress || ADDRESS_NOT_AVAILABLE}
      </Text>
      <Group gap={6}>
        <StatusDot status={location.status} scheme={scheme} />
        <Text size="xs">{statusLabel(location.status)}</Text>
      </Group>
      <Anchor component={Link} to={locationPath(location)} size="sm" fw={500}>
        Open location
      </Anchor>
    </Stack>,
    node,
  );
}
