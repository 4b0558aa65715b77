import { Box, Button, Stack, useComputedColorScheme } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { failureMessages, loaderMessages } from '@/lib/messages';
import type { LocationsMapProps } from '../map-props';
import { LocationListPanel } from './location-list-panel';
import { LocationPopup } from './location-popup';
import { MapLegend } from './map-legend';
import { MapOverlay } from './map-overlay';
import { MapToolbar } from './map-toolbar';
import classes from './maps.module.css';
import { useClusterLabels } from '../hooks/use-cluster-labels';
import { useFitToLocations } from '../hooks/use-fit-to-locations';
import { useLocationLayers } from '../hooks/use-location-layers';
import { useMaplibre } from '../hooks/use-maplibre';
import { usePinClicks } from '../hooks/use-pin-clicks';
import { headlineCounts } from '../lib/headline-counts';
import { CLUSTER_MAX_ZOOM } from '../lib/location-layers';
import { locationsToGeoJson, type MappableLocation } from '../lib/locations-geojson';

/** India, where the demo organisation's branches are, until the locations frame the view. */
const START = { center: [80, 22] as [number, number], zoom: 3.6 };
const LIST_ID = 'map-locations-list';

/** Every live location as a pin by status, clustered, with a list (the `/map` screen). */
export default function LocationsMapInner({ locations }: LocationsMapProps) {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const container = useRef<HTMLDivElement>(null);
  const mapStatus = useMaplibre(container, { scheme, ...START });
  const map = mapStatus.state === 'ready' ? mapStatus.map : null;

  const all = locations.data;
  const { collection, withoutCoordinates } = useMemo(() => locationsToGeoJson(all ?? []), [all]);
  const data = all ? collection : null;
  const counts = useMemo(() => headlineCounts(all ?? []), [all]);
  const byId = useMemo(
    () => new Map((all ?? []).map((location) => [location.id, location])),
    [all],
  );

  const rendered = useLocationLayers(map, data, scheme, { clustered: true });
  useClusterLabels(map);
  useFitToLocations(map, data);

  const [listOpen, setListOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  usePinClicks(map, (id) => {
    returnFocus.current = null;
    setSelectedId(id);
  });

  const selectFromList = (location: MappableLocation, button: HTMLButtonElement) => {
    returnFocus.current = button;
    setSelectedId(location.id);
    const { lng, lat } = location.coordinates;
    // Just past the cluster zoom, so the pin stands on its own under the popup.
    map?.flyTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), CLUSTER_MAX_ZOOM + 1) });
  };
  const closePopup = () => {
    setSelectedId(null);
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
  };

  const total = all?.length ?? 0;
  const subtitle = !all
    ? undefined
    : `${total.toLocaleString()} ${total === 1 ? 'location' : 'locations'}` +
      (withoutCoordinates > 0
        ? `, ${withoutCoordinates.toLocaleString()} without coordinates`
        : '') +
      (mapStatus.fellBack ? '. The configured map style did not load: built-in map shown.' : '');

  return (
    <div
      className={classes.viewport}
      data-map-state={mapStatus.state}
      data-map-idle={rendered ? 'true' : 'false'}
      data-locations-loaded={rendered?.loaded}
      data-rendered-clusters={rendered?.clusters}
      data-rendered-pins={rendered?.pins}
      data-zoom={rendered?.zoom}
    >
      <Box
        pos="absolute"
        top={12}
        left={12}
        maw="min(560px, calc(100% - 70px))"
        style={{ zIndex: 4 }}
      >
        <Stack gap="xs">
          <MapToolbar title="Map" subtitle={subtitle} other={{ to: '/globe', label: 'Globe' }}>
            <Button
              size="xs"
              variant={listOpen ? 'filled' : 'default'}
              leftSection={<IconList size={14} aria-hidden />}
              aria-expanded={listOpen}
              aria-controls={LIST_ID}
              onClick={() => setListOpen((open) => !open)}
              disabled={!all}
            >
              {listOpen ? 'Hide list' : 'List'}
            </Button>
          </MapToolbar>
          {listOpen && all && (
            <LocationListPanel
              id={LIST_ID}
              locations={all}
              scheme={scheme}
              selectedId={selectedId}
              onSelect={selectFromList}
            />
          )}
        </Stack>
      </Box>
      <div ref={container} className={classes.canvas} role="region" aria-label="Map of locations" />
      {total > 0 && (
        <Box pos="absolute" bottom={28} left={12} style={{ zIndex: 2 }}>
          <MapLegend byStatus={counts.byStatus} scheme={scheme} clusters />
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
        <MapOverlay
          kind="error"
          title="The map could not be shown"
          message={`${mapStatus.message}. The list of locations still works.`}
        />
      ) : locations.isPending || mapStatus.state === 'loading' ? (
        <MapOverlay
          kind="loading"
          message={locations.isPending ? loaderMessages.locations : 'Loading map...'}
        />
      ) : total === 0 ? (
        <MapOverlay
          kind="empty"
          title="No locations yet"
          message="Locations appear on the map once they are approved."
        />
      ) : collection.features.length === 0 ? (
        <MapOverlay
          kind="empty"
          title="No location has coordinates yet"
          message="Add latitude and longitude to a location to see it on the map."
        />
      ) : null}
      <LocationPopup
        map={map}
        location={selectedId ? (byId.get(selectedId) ?? null) : null}
        scheme={scheme}
        onClose={closePopup}
      />
    </div>
  );
}
