import { locationStatuses, locationStatusLabels, type LocationStatus } from '@fm/contracts';
import { Button, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { hasActiveFilters, type LocationListFilters } from '../lib/location-list';

interface Props {
  filters: LocationListFilters;
  choices: { states: string[]; types: string[] };
  onChange: (filters: LocationListFilters) => void;
  onClear: () => void;
}

const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** Search box and the state, status and type filters of the locations list. */
export function LocationListToolbar({ filters, choices, onChange, onClear }: Props) {
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name, address, city or state"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
        rightSection={
          filters.search !== '' ? (
            <CloseButton
              aria-label="Clear search"
              onClick={() => onChange({ ...filters, search: '' })}
            />
          ) : null
        }
        w={{ base: '100%', sm: 300 }}
      />
      <Select
        label="State"
        placeholder="All states"
        data={choices.states}
        value={filters.state}
        onChange={(state) => onChange({ ...filters, state })}
        clearable
        searchable
        w={{ base: '100%', sm: 190 }}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        data={locationStatuses.map((status) => ({
          value: status,
          label: locationStatusLabels[status],
        }))}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as LocationStatus | null })}
        clearable
        w={{ base: '100%', sm: 150 }}
      />
      <Select
        label="Type"
        placeholder="All types"
        data={choices.types.map((type) => ({ value: type, label: typeLabel(type) }))}
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type })}
        clearable
        w={{ base: '100%', sm: 150 }}
      />
      {hasActiveFilters(filters) && (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
