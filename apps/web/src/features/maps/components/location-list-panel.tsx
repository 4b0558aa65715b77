import {
  Anchor,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { hasCoordinates, type MappableLocation } from '../lib/locations-geojson';
import { searchLocations } from '../lib/search-locations';
import { statusLabel, type MapColorScheme } from '../lib/status-colors';
import { StatusDot } from './status-dot';
import { locationPath } from '@/lib/location-path';

/** Rows in the DOM at once; the search narrows the rest. */
export const LIST_LIMIT = 100;

interface LocationListPanelProps {
  id: string;
  locations: readonly MappableLocation[];
  scheme: MapColorScheme;
  selectedId: string | null;
  onSelect: (location: MappableLocation, button: HTMLButtonElement) => void;
}

/**
 * The locations as a searchable list beside the map, so they can be reached without a mouse:
 * choosing one flies the map to it and opens its popup. Sorted by name.
 */
export function LocationListPanel({
  id,
  locations,
  scheme,
  selectedId,
  onSelect,
}: LocationListPanelProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const sorted = useMemo(
    () => [...locations].sort((a, b) => a.displayName.localeCompare(b.displayName)),
    [locations],
  );
  const { results, total } = useMemo(
    () => searchLocations(sorted, deferred, LIST_LIMIT),
    [sorted, deferred],
  );

  return (
    <Paper id={id} component="section" aria-label="Locations list" shadow="md" p="sm" withBorder>
      <Stack gap="xs" h="100%">
        <TextInput
          label="Search locations"
          placeholder="Name, address or state"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {total === 0
            ? deferred.trim()
              ? `No locations found for "${deferred.trim()}"`
              : 'No locations'
            : total > results.length
              ? `Showing ${results.length} of ${total.toLocaleString()} - refine the search`
              : `${total.toLocaleString()} ${total === 1 ? 'location' : 'locations'}`}
        </Text>
        <ScrollArea.Autosize mah="calc(100vh - 260px)" type="auto" offsetScrollbars>
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {results.map((location) => (
              <li key={location.id}>
                {hasCoordinates(location.coordinates) ? (
                  <UnstyledButton
                    w="100%"
                    p={6}
                    style={{ borderRadius: 6 }}
                    bg={
                      location.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined
                    }
                    aria-current={location.id === selectedId ? 'true' : undefined}
                    onClick={(event) => onSelect(location, event.currentTarget)}
                  >
                    <ListRow location={location} scheme={scheme} />
                  </UnstyledButton>
                ) : (
                  <Anchor
                    component={Link}
                    to={locationPath(location)}
                    p={6}
                    display="block"
                    c="inherit"
                  >
                    <ListRow location={location} scheme={scheme} note="No coordinates" />
                  </Anchor>
                )}
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}

function ListRow({
  location,
  scheme,
  note,
}: {
  location: MappableLocation;
  scheme: MapColorScheme;
  note?: string;
}) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <span style={{ paddingTop: 4 }}>
        <StatusDot status={location.status} scheme={scheme} />
      </span>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {location.displayName}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {[location.city, location.state].filter(Boolean).join(', ') || location.fullAddress}
          {' · '}
          {note ?? statusLabel(location.status)}
        </Text>
      </div>
    </Group>
  );
}
