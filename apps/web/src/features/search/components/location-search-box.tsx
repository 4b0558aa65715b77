import {
  Anchor,
  Badge,
  Box,
  Group,
  Highlight,
  Paper,
  Popover,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { locationPath } from '@/lib/location-path';
import { loaderMessages } from '@/lib/messages';
import {
  buildLocationSearchIndex,
  SEARCH_RESULT_LIMIT,
  searchLocations,
  searchText,
  type SearchableLocation,
} from '../lib/match-locations';

export interface LocationSearchBoxProps {
  locations: readonly SearchableLocation[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
}

const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * The header's location search (spec section 2): a combobox whose listbox shows at most 5
 * matches, the count of all of them and a link to the full list. ArrowUp/ArrowDown move through
 * the results, Enter opens the highlighted one (or, with none highlighted, the full list), Escape
 * closes the list and a second Escape clears the text.
 */
export function LocationSearchBox({ locations, isLoading, isError }: LocationSearchBoxProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(-1);

  // One index per data version: the haystacks are lowercased once, not on every keystroke.
  const index = useMemo(() => buildLocationSearchIndex(locations ?? []), [locations]);
  const text = searchText(query);
  const { results, total } = useMemo(() => searchLocations(index, query), [index, query]);
  const allResultsPath = text ? `/locations?search=${encodeURIComponent(text)}` : '/locations';
  const optionId = (i: number) => `${listId}-option-${i}`;

  const close = () => {
    setOpened(false);
    setActive(-1);
  };
  const go = (path: string) => {
    close();
    setQuery('');
    void navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpened(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current === -1 && step === -1
          ? results.length - 1
          : (current + step + results.length) % results.length,
      );
    } else if (event.key === 'Enter') {
      const chosen = results[active];
      if (chosen) go(locationPath(chosen));
      else if (text && total > 0) go(allResultsPath);
    } else if (event.key === 'Escape') {
      if (opened) close();
      else setQuery('');
    }
  };

  let status: string | null = null;
  if (!text) status = 'Type at least 2 characters to search';
  else if (isLoading) status = loaderMessages.locations;
  else if (isError) status = 'Locations could not be loaded';
  else if (total === 0) status = `No locations found for "${text}"`;

  const expanded = opened && results.length > 0;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width="target"
      withRoles={false}
      trapFocus={false}
      hideDetached={false}
      returnFocus={false}
      transitionProps={{ duration: 0 }}
      shadow="md"
    >
      <Popover.Target>
        <TextInput
          w={{ base: 200, sm: 320 }}
          placeholder="Search locations..."
          aria-label="Search locations"
          leftSection={<IconSearch size={16} aria-hidden />}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(-1);
            setOpened(true);
          }}
          onFocus={() => setOpened(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </Popover.Target>
      <Popover.Dropdown p={4}>
        {status && (
          <Text size="sm" c="dimmed" px="sm" py="xs" role="status">
            {status}
          </Text>
        )}
        <Box id={listId} role="listbox" aria-label="Locations found" hidden={results.length === 0}>
          {results.map((location, i) => (
            <Paper
              key={location.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              px="sm"
              py={6}
              radius="sm"
              bg={i === active ? 'var(--mantine-primary-color-light)' : undefined}
              style={{ cursor: 'pointer' }}
              onMouseDown={keepFocus}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(locationPath(location))}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Highlight highlight={text ?? ''} size="sm" fw={500} truncate>
                  {location.displayName}
                </Highlight>
                {location.state && (
                  <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                    {location.state}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {location.fullAddress}
              </Text>
            </Paper>
          ))}
        </Box>
        {total > SEARCH_RESULT_LIMIT && (
          <Stack gap={2} px="sm" py="xs" align="flex-start">
            <Text size="xs" c="dimmed">
              Showing {SEARCH_RESULT_LIMIT} of {total} results
            </Text>
            <Anchor
              component={Link}
              to={allResultsPath}
              size="sm"
              onMouseDown={keepFocus}
              onClick={close}
            >
              View all {total} results
            </Anchor>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
