import { describe, expect, it } from 'vitest';
import {
  AddLocationBody,
  StagedLocationData,
  StagedLocationPatch,
  StagedLocationRecord,
  stagedServerOwnedKeys,
} from './staged-location';
import { emptyStagedRecord } from './test-records';

const valid = {
  locationNickname: 'Powai Branch',
  country: 'India',
  state: 'Maharashtra',
  city: 'Mumbai',
  pinCode: '400076',
  latitude: 19.1176,
  longitude: 72.906,
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('StagedLocationData', () => {
  it('accepts a complete location and trims its text', () => {
    const parsed = StagedLocationData.parse({ ...valid, city: '  Mumbai ', street: ' ' });
    expect(parsed.city).toBe('Mumbai');
    expect(parsed.street).toBeNull();
  });

  it('requires country, state, city and PIN code, naming each', () => {
    const result = StagedLocationData.safeParse({ locationNickname: 'X' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(
      expect.arrayContaining(['Country is required', 'State is required', 'City is required']),
    );
    expect(messages(StagedLocationData.safeParse({ ...valid, city: '   ' }))).toEqual([
      'City is required',
    ]);
  });

  it('accepts six-digit PIN codes that do not start with 0, nothing else', () => {
    for (const pinCode of ['400076', '110001', ' 560066 '])
      expect(StagedLocationData.safeParse({ ...valid, pinCode }).success).toBe(true);
    for (const pinCode of ['040007', '40007', '4000766', '4000A6', '400 076', ''])
      expect(messages(StagedLocationData.safeParse({ ...valid, pinCode }))).toEqual([
        'PIN code must be 6 digits and cannot start with 0',
      ]);
  });

  it('takes coordinates as numbers or numbers in strings, within range', () => {
    const parsed = StagedLocationData.parse({ ...valid, latitude: '19.5', longitude: '-72.25' });
    expect([parsed.latitude, parsed.longitude]).toEqual([19.5, -72.25]);
    expect(messages(StagedLocationData.safeParse({ ...valid, latitude: 90.5 }))).toEqual([
      'Latitude must be between -90 and 90',
    ]);
    expect(messages(StagedLocationData.safeParse({ ...valid, longitude: '-180.01' }))).toEqual([
      'Longitude must be between -180 and 180',
    ]);
    expect(messages(StagedLocationData.safeParse({ ...valid, latitude: 'north' }))).toEqual([
      'Latitude must be a number',
    ]);
  });

  it('wants both coordinates or neither', () => {
    const { latitude: _dropped, ...withoutLatitude } = valid;
    expect(messages(StagedLocationData.safeParse(withoutLatitude))).toEqual([
      'Give both latitude and longitude, or neither',
    ]);
    expect(
      StagedLocationData.safeParse({ ...valid, latitude: null, longitude: null }).success,
    ).toBe(true);
  });

  it('bounds every text and refuses unknown fields', () => {
    expect(messages(StagedLocationData.safeParse({ ...valid, street: 'x'.repeat(151) }))).toEqual([
      'Street must be at most 150 characters',
    ]);
    expect(StagedLocationData.safeParse({ ...valid, colour: 'blue' }).success).toBe(false);
  });

  it('lets the form send the peeked location number, which the server ignores', () => {
    expect(StagedLocationData.safeParse({ ...valid, locationId: 1066 }).success).toBe(true);
  });
});

describe('StagedLocationPatch', () => {
  it('takes any subset of the fields, each under the same rules', () => {
    expect(StagedLocationPatch.parse({ street: 'MG Road' })).toEqual({ street: 'MG Road' });
    expect(StagedLocationPatch.parse({})).toEqual({});
    expect(StagedLocationPatch.safeParse({ pinCode: '12345' }).success).toBe(false);
    expect(StagedLocationPatch.safeParse({ city: '' }).success).toBe(false);
    expect(StagedLocationPatch.safeParse({ colour: 'blue' }).success).toBe(false);
  });
});

describe('the fields the server owns', () => {
  // The record as GET /staged-locations answers it, sent back with one change.
  const readBack = {
    ...emptyStagedRecord,
    ...valid,
    status: 'rejected',
    uid: 'SOMETHING-ELSE',
    comments: 'Wrong PIN',
    approverInfo: { id: 'u1', email: 'approver@demo.example' },
    rejectedAt: '2026-02-02T10:00:00.000Z',
    rejectedBy: 'approver@demo.example',
    street: 'MG Road',
  };

  it('are every field of the record that is not data', () => {
    const dataKeys = Object.keys(StagedLocationPatch.parse(readBack));
    expect([...dataKeys, ...stagedServerOwnedKeys].sort()).toEqual(
      Object.keys(StagedLocationRecord.shape).sort(),
    );
  });

  it('are accepted in a record read back, and dropped: only the data remains', () => {
    const patch = StagedLocationPatch.parse(readBack);
    for (const key of stagedServerOwnedKeys) expect(patch).not.toHaveProperty(key);
    expect(patch).toMatchObject({ street: 'MG Road', city: 'Mumbai', pinCode: '400076' });
    const data = StagedLocationData.parse(readBack);
    for (const key of stagedServerOwnedKeys) expect(data).not.toHaveProperty(key);
  });

  it('are dropped whatever they hold, while an unknown field is still refused', () => {
    expect(StagedLocationPatch.parse({ _id: 'not-a-uuid', status: 'live', city: 'Pune' })).toEqual({
      city: 'Pune',
    });
    const unknown = StagedLocationPatch.safeParse({ ...readBack, colour: 'blue' });
    expect(unknown.error?.issues[0]?.message).toMatch(/Unrecognized key/);
  });
});

describe('AddLocationBody', () => {
  it('turns a numeric orgId string into a number, as the spec asks', () => {
    const body = AddLocationBody.parse({ locationData: valid, orgId: '7', createdBy: 'me' });
    expect(body.orgId).toBe(7);
  });

  it('refuses a missing or malformed orgId', () => {
    expect(AddLocationBody.safeParse({ locationData: valid }).success).toBe(false);
    expect(AddLocationBody.safeParse({ locationData: valid, orgId: 'acme' }).success).toBe(false);
  });
});
