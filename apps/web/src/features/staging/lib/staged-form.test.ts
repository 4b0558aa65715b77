import { StagedLocationData } from '@fm/contracts';
import { describe, expect, it } from 'vitest';
import { stagedRecord } from '@/test/location-records';
import { stagedFormInput, stagedFormValues, stagedPatch } from './staged-form';

const blank = stagedFormValues({});
const filled = {
  ...blank,
  locationNickname: '  Powai Branch ',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  pinCode: '400076',
};

/** The first message per field, as the form shows them. */
function check(values: typeof blank) {
  const result = StagedLocationData.safeParse(stagedFormInput(values));
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the staged location form', () => {
  it('starts a new location in India', () => {
    expect(stagedFormValues(null)).toMatchObject({ country: 'India', city: '', latitude: '' });
  });

  it('names every required field of an empty form', () => {
    expect(check(blank)).toEqual({
      city: 'City is required',
      state: 'State is required',
      country: 'Country is required',
      pinCode: 'PIN code must be 6 digits and cannot start with 0',
    });
  });

  it('accepts a complete form, trims text and turns blanks into null', () => {
    expect(check(filled)).toMatchObject({
      locationNickname: 'Powai Branch',
      city: 'Mumbai',
      street: null,
      latitude: null,
      longitude: null,
    });
  });

  it('checks coordinates: numbers, in range, in pairs', () => {
    const coordinates = (latitude: string, longitude: string) =>
      check({ ...filled, latitude, longitude });
    expect(coordinates('19.1176', '72.906')).toMatchObject({
      latitude: 19.1176,
      longitude: 72.906,
    });
    expect(coordinates('north', '72.9')).toEqual({ latitude: 'Latitude must be a number' });
    expect(coordinates('91', '72.9')).toEqual({ latitude: 'Latitude must be between -90 and 90' });
    expect(coordinates('19', '')).toEqual({
      longitude: 'Give both latitude and longitude, or neither',
    });
  });

  it('sends only what changed in an edit', () => {
    const original = stagedRecord({ street: 'Hill Road' });
    const values = stagedFormValues(original);
    const edited = (changes: Partial<typeof values>) =>
      stagedPatch(original, StagedLocationData.parse(stagedFormInput({ ...values, ...changes })));
    expect(edited({ street: 'Lake Road' })).toEqual({ street: 'Lake Road' });
    expect(edited({ street: '' })).toEqual({ street: null });
    expect(edited({})).toEqual({});
  });
});
