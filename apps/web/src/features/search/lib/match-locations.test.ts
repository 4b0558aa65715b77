import { describe, expect, it } from 'vitest';
import { buildLocationSearchIndex, searchLocations, searchText } from './match-locations';

const location = (id: string, displayName: string, fullAddress: string, state: string | null) => ({
  id,
  locationId: 1000 + Number(id),
  displayName,
  fullAddress,
  state,
});

const data = [
  location('1', 'Andheri West Branch', 'Plot 12, Link Road, Mumbai, 400053', 'Maharashtra'),
  location('2', 'Powai ATM', 'Hiranandani Gardens, Mumbai, 400076', 'Maharashtra'),
  location('3', 'Koramangala Branch', '80 Feet Road, Bengaluru, 560034', 'Karnataka'),
  location('4', 'Mumbai Regional Office', 'Nariman Point, Mumbai, 400021', 'Maharashtra'),
  location('5', 'Salt Lake Branch', 'Sector V, Kolkata, 700091', 'West Bengal'),
  location('6', 'Bandra Branch', 'Hill Road, Mumbai, 400050', null),
  location('7', 'Thane Branch', 'Ghodbunder Road, Thane, 400607', 'Maharashtra'),
  location('8', 'Vashi Branch', 'Sector 17, Navi Mumbai, 400703', 'Maharashtra'),
];
const index = buildLocationSearchIndex(data);
const ids = (query: string) => searchLocations(index, query).results.map((item) => item.id);

describe('searchLocations', () => {
  it('needs 2 characters, after trimming', () => {
    expect(searchText('a')).toBeNull();
    expect(searchText(' a ')).toBeNull();
    expect(searchText(' an ')).toBe('an');
    expect(searchLocations(index, 'K')).toEqual({ results: [], total: 0 });
  });

  it('matches a case-insensitive substring of the name, the address or the state', () => {
    expect(ids('KORAMANGALA')).toEqual(['3']);
    expect(ids('feet road')).toEqual(['3']);
    expect(ids('karnat')).toEqual(['3']);
    expect(ids('west bengal')).toEqual(['5']);
    expect(ids('nowhere')).toEqual([]);
  });

  it('never matches across two fields', () => {
    // "...Branch" then the address "Plot 12..." - no "branch plot" anywhere in one field.
    expect(ids('branch\nplot')).toEqual([]);
    expect(ids('branchplot')).toEqual([]);
  });

  it('shows at most 5, counts them all, and puts name matches first', () => {
    const result = searchLocations(index, 'mumbai');
    expect(result.total).toBe(5);
    expect(result.results.map((item) => item.id)).toEqual(['4', '1', '2', '6', '8']);
  });

  it('keeps the order of the data within a rank', () => {
    expect(ids('branch')).toEqual(['1', '3', '5', '6', '7']);
    expect(searchLocations(index, 'branch').total).toBe(6);
  });

  it('reads a location without a state', () => {
    expect(ids('hill road')).toEqual(['6']);
  });
});
