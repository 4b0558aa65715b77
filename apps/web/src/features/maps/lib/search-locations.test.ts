import { describe, expect, it } from 'vitest';
import { searchLocations } from './search-locations';
import { mappable } from './test-locations';

const locations = [
  mappable({ id: '1', displayName: 'Nariman Point Branch' }),
  mappable({
    id: '2',
    displayName: 'Koramangala Branch',
    state: 'Karnataka',
    city: 'Bengaluru',
    fullAddress: 'Karnataka, Bengaluru',
  }),
  mappable({
    id: '3',
    displayName: 'Salt Lake Branch',
    state: 'West Bengal',
    city: 'Kolkata',
    fullAddress: '',
  }),
];

describe('searchLocations', () => {
  it('matches name, address, state or city without case', () => {
    expect(searchLocations(locations, 'NARIMAN', 10).results.map((l) => l.id)).toEqual(['1']);
    expect(searchLocations(locations, 'karnataka', 10).results.map((l) => l.id)).toEqual(['2']);
    expect(searchLocations(locations, 'kolkata', 10).results.map((l) => l.id)).toEqual(['3']);
    expect(searchLocations(locations, '  branch ', 10).total).toBe(3);
  });

  it('returns everything for an empty search, up to the limit, with the full total', () => {
    expect(searchLocations(locations, '', 2)).toEqual({ results: locations.slice(0, 2), total: 3 });
  });

  it('finds nothing for an unknown text', () => {
    expect(searchLocations(locations, 'zzz', 10)).toEqual({ results: [], total: 0 });
  });
});
