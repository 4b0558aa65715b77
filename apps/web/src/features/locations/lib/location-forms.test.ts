import { describe, expect, it } from 'vitest';
import { liveRecord, stagedRecord } from '@/test/location-records';
import {
  formValuesFrom,
  liveFieldDefs,
  stagedFieldDefs,
  validateLiveEdit,
  validateStagedEdit,
  validateStagedForm,
} from './location-forms';

const blank = formValuesFrom(stagedFieldDefs, null);
const filled = {
  ...blank,
  locationNickname: '  Powai Branch ',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  pinCode: '400076',
};

describe('validateStagedForm (add a location)', () => {
  it('names every required field of an empty form', () => {
    const result = validateStagedForm(blank);
    expect(result).toEqual({
      ok: false,
      errors: {
        city: 'City is required',
        state: 'State is required',
        country: 'Country is required',
        pinCode: 'PIN code must be 6 digits and cannot start with 0',
      },
    });
  });

  it('accepts a complete form, trims text and turns blanks into null', () => {
    const result = validateStagedForm(filled);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      locationNickname: 'Powai Branch',
      city: 'Mumbai',
      pinCode: '400076',
      street: null,
      latitude: null,
      longitude: null,
    });
  });

  it('checks the PIN code', () => {
    for (const pinCode of ['040076', '40007', '4000761', 'abcdef']) {
      const result = validateStagedForm({ ...filled, pinCode });
      expect(result.ok ? {} : result.errors).toEqual({
        pinCode: 'PIN code must be 6 digits and cannot start with 0',
      });
    }
  });

  it('checks coordinates: numbers, in range, in pairs', () => {
    const check = (latitude: string, longitude: string) => {
      const result = validateStagedForm({ ...filled, latitude, longitude });
      return result.ok ? result.value : result.errors;
    };
    expect(check('19.1176', '72.906')).toMatchObject({ latitude: 19.1176, longitude: 72.906 });
    expect(check('north', '72.9')).toEqual({ latitude: 'Latitude must be a number' });
    expect(check('91', '72.9')).toEqual({ latitude: 'Latitude must be between -90 and 90' });
    expect(check('19', '-181')).toEqual({ longitude: 'Longitude must be between -180 and 180' });
    expect(check('19', '')).toEqual({ longitude: 'Give both latitude and longitude, or neither' });
  });

  it('bounds the length of text', () => {
    const result = validateStagedForm({ ...filled, street: 'x'.repeat(151) });
    expect(result.ok ? {} : result.errors).toEqual({
      street: 'Street must be at most 150 characters',
    });
  });
});

describe('validateStagedEdit (review panel)', () => {
  it('sends only what changed and still requires a complete location', () => {
    const original = stagedRecord({ street: 'Hill Road' });
    const values = formValuesFrom(stagedFieldDefs, original);
    expect(validateStagedEdit(original, { ...values, street: 'Lake Road' })).toEqual({
      ok: true,
      value: { street: 'Lake Road' },
    });
    expect(validateStagedEdit(original, { ...values, street: '' })).toEqual({
      ok: true,
      value: { street: null },
    });
    expect(validateStagedEdit(original, { ...values, city: ' ' })).toEqual({
      ok: false,
      errors: { city: 'City is required' },
    });
  });
});

describe('validateLiveEdit (edit a live location)', () => {
  const original = liveRecord({
    name: 'Nariman Point Branch',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    pinCode: '400021',
    latitude: 18.9256,
    longitude: 72.8242,
  });
  const values = formValuesFrom(liveFieldDefs, original);

  it('sends only the changed fields', () => {
    expect(
      validateLiveEdit(original, { ...values, landmark: 'Near NCPA', latitude: '18.93' }),
    ).toEqual({
      ok: true,
      value: { landmark: 'Near NCPA', latitude: 18.93 },
    });
  });

  it('says when nothing changed, and refuses to clear a required part', () => {
    expect(validateLiveEdit(original, values)).toEqual({
      ok: false,
      errors: { form: 'Nothing has changed' },
    });
    expect(validateLiveEdit(original, { ...values, pinCode: '' })).toEqual({
      ok: false,
      errors: { pinCode: 'PIN code must be 6 digits and cannot start with 0' },
    });
  });

  it('keeps coordinates in pairs', () => {
    expect(validateLiveEdit(original, { ...values, longitude: '' })).toEqual({
      ok: false,
      errors: { longitude: 'Give both latitude and longitude, or neither' },
    });
    expect(validateLiveEdit(original, { ...values, latitude: '', longitude: '' })).toEqual({
      ok: true,
      value: { latitude: null, longitude: null },
    });
  });
});
