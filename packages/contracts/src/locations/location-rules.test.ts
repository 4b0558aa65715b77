import { describe, expect, it } from 'vitest';
import { LocationRecord } from './location';
import {
  composeAddress,
  locationDisplayName,
  parseCoordinate,
  toLocationView,
} from './location-rules';

const record: LocationRecord = {
  id: '0b7f6f0e-6a4e-4c53-9a55-8a3f4f0b1c2d',
  locationId: 1042,
  orgId: 1,
  name: null,
  locationNickname: null,
  address: null,
  state: null,
  city: null,
  pinCode: null,
  country: null,
  district: null,
  zone: null,
  suburb: null,
  colony: null,
  street: null,
  plotNo: null,
  sector: null,
  buildingName: null,
  buildingWing: null,
  floor: null,
  officeUnit: null,
  landmark: null,
  latitude: null,
  longitude: null,
  branchAreaSize: null,
  area: null,
  locationType: null,
  status: 'active',
  deviceCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('composeAddress', () => {
  it('joins every part in the order the spec gives, not in the order they were set', () => {
    const parts = {
      landmark: 'Near Clock Tower',
      officeUnit: 'Unit 5',
      floor: '2nd Floor',
      buildingWing: 'B Wing',
      buildingName: 'Trade Centre',
      sector: 'Sector 17',
      plotNo: 'Plot 9',
      street: 'MG Road',
      colony: 'Civil Lines',
      suburb: 'Andheri',
      zone: 'West',
      district: 'Mumbai Suburban',
      country: 'India',
      pinCode: '400053',
      city: 'Mumbai',
      state: 'Maharashtra',
      address: 'Shop 4',
    };
    expect(composeAddress(parts)).toBe(
      'Shop 4, Maharashtra, Mumbai, 400053, India, Mumbai Suburban, West, Andheri, Civil Lines, ' +
        'MG Road, Plot 9, Sector 17, Trade Centre, B Wing, 2nd Floor, Unit 5, Near Clock Tower',
    );
  });

  it('skips missing, null and blank parts and trims the rest', () => {
    expect(composeAddress({ address: '  ', state: null, city: ' Pune ', pinCode: '411001' })).toBe(
      'Pune, 411001',
    );
  });

  it('gives an empty string when there is no part at all', () => {
    expect(composeAddress({})).toBe('');
  });
});

describe('locationDisplayName', () => {
  it('prefers the name', () => {
    expect(
      locationDisplayName({ ...record, name: 'Andheri Branch', locationNickname: 'AND' }),
    ).toBe('Andheri Branch');
  });

  it('falls back to the nickname when the name is blank', () => {
    expect(locationDisplayName({ ...record, name: ' ', locationNickname: 'AND-01' })).toBe(
      'AND-01',
    );
  });

  it("falls back to 'Location {locationId}' when both are missing", () => {
    expect(locationDisplayName(record)).toBe('Location 1042');
  });
});

describe('parseCoordinate', () => {
  it('reads numbers and numeric strings', () => {
    expect(parseCoordinate(19.07)).toBe(19.07);
    expect(parseCoordinate('72.8777')).toBe(72.8777);
  });

  it('gives 0 for missing or unreadable values', () => {
    expect(parseCoordinate(null)).toBe(0);
    expect(parseCoordinate(undefined)).toBe(0);
    expect(parseCoordinate('')).toBe(0);
    expect(parseCoordinate('north')).toBe(0);
    expect(parseCoordinate(Number.NaN)).toBe(0);
  });
});

describe('toLocationView', () => {
  it('adds the derived name, address and coordinates and keeps the record', () => {
    const view = toLocationView({
      ...record,
      locationNickname: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      latitude: '12.9352',
      longitude: 77.6245,
    });
    expect(view.displayName).toBe('Koramangala');
    expect(view.fullAddress).toBe('Karnataka, Bengaluru');
    expect(view.coordinates).toEqual({ lat: 12.9352, lng: 77.6245 });
    expect(view.latitude).toBe('12.9352');
  });
});

describe('LocationRecord', () => {
  it('accepts coordinates sent as strings, as the spec allows', () => {
    expect(
      LocationRecord.safeParse({ ...record, latitude: '19.1', longitude: '72.8' }).success,
    ).toBe(true);
  });

  it('rejects an unknown status', () => {
    expect(LocationRecord.safeParse({ ...record, status: 'deleted' }).success).toBe(false);
  });
});
