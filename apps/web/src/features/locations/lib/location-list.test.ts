import { toLocationView } from '@fm/contracts';
import { describe, expect, it } from 'vitest';
import { liveRecord } from '@/test/location-records';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  filterChoices,
  filterLocations,
  hasActiveFilters,
  sortLocations,
  toListRow,
  type LocationListRow,
} from './location-list';
import { readListParams, writeListParams } from './list-params';

const row = (...args: Parameters<typeof liveRecord>) =>
  toListRow(toLocationView(liveRecord(...args)));

const rows: LocationListRow[] = [
  row({ name: 'Nariman Point Branch', state: 'Maharashtra', city: 'Mumbai', pinCode: '400021' }),
  row({ name: 'andheri East', state: 'Maharashtra', city: 'Mumbai', status: 'inactive' }),
  row({ name: 'Park Street', state: 'West Bengal', city: 'Kolkata', locationType: 'atm' }),
  row({ name: null, locationNickname: null, state: null, city: 'Pune', status: 'approved' }),
  row({ name: 'Branch 10', state: 'Goa', city: 'Panaji' }),
  row({ name: 'Branch 9', state: 'Goa', city: 'Panaji' }),
];
const names = (list: LocationListRow[]) => list.map((item) => item.displayName);

describe('filterLocations', () => {
  it('keeps everything without filters', () => {
    expect(filterLocations(rows, NO_FILTERS)).toHaveLength(rows.length);
  });

  it('searches name, composed address, state and city, case-insensitively', () => {
    expect(names(filterLocations(rows, { ...NO_FILTERS, search: 'NARIMAN' }))).toEqual([
      'Nariman Point Branch',
    ]);
    expect(names(filterLocations(rows, { ...NO_FILTERS, search: '400021' }))).toEqual([
      'Nariman Point Branch',
    ]);
    expect(names(filterLocations(rows, { ...NO_FILTERS, search: ' bengal ' }))).toEqual([
      'Park Street',
    ]);
    expect(filterLocations(rows, { ...NO_FILTERS, search: 'nowhere' })).toEqual([]);
  });

  it('finds a location by its number', () => {
    const target = rows[2] as LocationListRow;
    expect(
      names(filterLocations(rows, { ...NO_FILTERS, search: String(target.locationId) })),
    ).toContain('Park Street');
  });

  it('combines state, status and type filters with the search', () => {
    expect(names(filterLocations(rows, { ...NO_FILTERS, state: 'Maharashtra' }))).toEqual([
      'Nariman Point Branch',
      'andheri East',
    ]);
    expect(
      names(filterLocations(rows, { ...NO_FILTERS, state: 'Maharashtra', status: 'inactive' })),
    ).toEqual(['andheri East']);
    expect(names(filterLocations(rows, { ...NO_FILTERS, type: 'atm' }))).toEqual(['Park Street']);
    expect(filterLocations(rows, { ...NO_FILTERS, type: 'atm', search: 'mumbai' })).toEqual([]);
  });
});

describe('sortLocations', () => {
  it('sorts by name ascending by default, ignoring case and comparing numbers as numbers', () => {
    const fallback = rows[3] as LocationListRow;
    expect(names(sortLocations(rows, DEFAULT_SORT))).toEqual([
      'andheri East',
      'Branch 9',
      'Branch 10',
      fallback.displayName,
      'Nariman Point Branch',
      'Park Street',
    ]);
  });

  it('sorts descending and puts blank values last either way', () => {
    expect(names(sortLocations(rows, { sortBy: 'state', sortOrder: 'asc' })).at(-1)).toBe(
      (rows[3] as LocationListRow).displayName,
    );
    const descending = sortLocations(rows, { sortBy: 'state', sortOrder: 'desc' });
    expect(descending[0]?.state).toBe('West Bengal');
    expect(descending.at(-1)?.state).toBeNull();
  });

  it('breaks ties by name, and sorts by city, status and devices', () => {
    expect(names(sortLocations(rows, { sortBy: 'city', sortOrder: 'asc' })).slice(0, 2)).toEqual([
      'Park Street',
      'andheri East',
    ]);
    expect(sortLocations(rows, { sortBy: 'status', sortOrder: 'asc' })[0]?.status).toBe('active');
    expect(sortLocations(rows, { sortBy: 'status', sortOrder: 'desc' })[0]?.status).toBe(
      'inactive',
    );
    const withDevices = rows.map((item, index) => ({ ...item, deviceCount: index }));
    expect(
      sortLocations(withDevices, { sortBy: 'devices', sortOrder: 'desc' })[0]?.deviceCount,
    ).toBe(5);
  });

  it('does not change the input', () => {
    const before = names(rows);
    sortLocations(rows, { sortBy: 'name', sortOrder: 'desc' });
    expect(names(rows)).toEqual(before);
  });
});

describe('filterChoices and hasActiveFilters', () => {
  it('lists distinct states and types, sorted', () => {
    expect(filterChoices(rows)).toEqual({
      states: ['Goa', 'Maharashtra', 'West Bengal'],
      types: ['atm', 'branch'],
    });
  });

  it('knows when a filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, type: 'atm' })).toBe(true);
  });
});

describe('list parameters in the URL', () => {
  it('reads search, filters and sort, ignoring unknown values', () => {
    const { filters, sort } = readListParams(
      new URLSearchParams('search=goa&status=bogus&state=Goa&sort=city&dir=desc'),
    );
    expect(filters).toEqual({ search: 'goa', state: 'Goa', status: null, type: null });
    expect(sort).toEqual({ sortBy: 'city', sortOrder: 'desc' });
    expect(readListParams(new URLSearchParams('sort=nope')).sort).toEqual(DEFAULT_SORT);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = writeListParams(
      new URLSearchParams('search=old&tab=2'),
      { ...NO_FILTERS, search: 'park', status: 'active' },
      DEFAULT_SORT,
    );
    expect(written.toString()).toBe('search=park&tab=2&status=active');
    expect(writeListParams(written, NO_FILTERS, DEFAULT_SORT).toString()).toBe('tab=2');
  });
});
