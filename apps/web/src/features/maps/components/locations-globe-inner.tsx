import { Box, Button, Stack, useComputedColorScheme } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { failureMessages, loaderMessages } from '@/lib/messages';
import type { LocationsMapProps } from '../map-props';
import { HeadlineStats } from './headline-stats';
import { LocationPopup } from './location-popup';
import { MapLegend } from './map-legend';
import { MapOverlay } from './map-overlay';
import { MapToolbar } from './map-toolbar';
import classes from './maps.module.css';
import { useGlobeRotation } from '../hooks/use-globe-rotation';
import { useLocationLayers } from '../hooks/use-location-layers';
import { useMaplibre } from '../hooks/use-maplibre';
import { usePinClicks } from '../hooks/use-pin-clicks';
import { headlineCounts } from '../lib/headline-counts';
import { locationsToGeoJson } from '../lib/locations-geojson';

const START = { center: [78, 20] as [number, number], zoom: 1.6 };

/** The locations on a 3D globe with the headline counts (the `/globe` screen). */
export default function LocationsGlobeInner({ locations }: LocationsMapProps) {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const container = useRef<HTMLDivElement>(null);
  const mapStatus = useMaplibre(container, { scheme, ...START, globe: true });
  const map = mapStatus.state === 'ready' ? mapStatus.map : null;

  const all = locations.data;
  const { collection } = useMemo(() => locationsToGeoJson(all ?? []), [all]);
  const counts = useMemo(() => headlineCounts(all ?? []), [all]);
  const rendered = useLocationLayers(map, all ? collection : null, scheme, {
    clustered: false,
    pinRadius: 4,
  });
  const { rotating, setRotating } = useGlobeRotation(map);

  const [selectedId, setSelectedId] = useState<string | null>(null);
  usePinClicks(map, setSelectedId);
  const selected = selectedId
    ? (all?.find((location) => location.id === selectedId) ?? null)
    : null;

  return (
    <div
      className={classes.viewport}
      data-map-state={mapStatus.state}
      data-map-idle={rendered ? 'true' : 'false'}
      data-locations-loaded={rendered?.loaded}
      data-rendered-pins={rendered?.pins}
      data-zoom={rendered?.zoom}
    >
      <Box pos="absolute" top={12} left={12} right={60} style={{ zIndex: 4 }}>
        <Stack gap="xs" maw={720}>
          <MapToolbar title="Globe" other={{ to: '/map', label: 'Map' }}>
            <Button
              size="xs"
              variant="default"
              aria-pressed={rotating}
              leftSection={
                rotating ? (
                  <IconPlayerPause size={14} aria-hidden />
                ) : (
                  <IconPlayerPlay size={14} aria-hidden />
                )
              }
              onClick={() => setRotating(!rotating)}
              disabled={!map}
            >
              {rotating ? 'Pause rotation' : 'Rotate'}
            </Button>
          </MapToolbar>
          {all && <HeadlineStats counts={counts} />}
        </Stack>
      </Box>
      <div
        ref={container}
        className={classes.canvas}
        role="region"
        aria-label="Globe of locations"
      />
      {counts.total > 0 && (
        <Box pos="absolute" bottom={28} left={12} style={{ zIndex: 2 }}>
          <MapLegend byStatus={counts.byStatus} scheme={scheme} />
        </Box>
      )}
      {locations.isError ? (
        <MapOverlay
          kind="error"
          title={failureMessages.fetchActiveLocations}
          message={locations.error.message}
          onRetry={() => void locations.refetch()}
        />
      ) : mapStatus.state === 'error' ? (
        <MapOverlay kind="error" title="The globe could not be shown" message={mapStatus.message} />
      ) : locations.isPending || mapStatus.state === 'loading' ? (
        <MapOverlay
          kind="loading"
          message={locations.isPending ? loaderMessages.locations : 'Loading globe...'}
        />
      ) : counts.total === 0 ? (
        <MapOverlay
          kind="empty"
          title="No locations yet"
          message="Locations appear on the globe once they are approved."
        />
      ) : null}
      <LocationPopup
        map={map}
        location={selected}
        scheme={scheme}
        onClose={() => setSelectedId(null)}
      />
    </div>
  );
}
