import { toLocationView } from '@fm/contracts';
import { describe, expect, it } from 'vitest';
import { liveRecord } from '@/test/location-records';
import {
  NOTHING_CHANGED,
  formValuesFrom,
  liveEditInput,
  liveEditSchema,
  liveFieldDefs,
  locationInput,
} from './location-forms';

describe('a location form’s values', () => {
  it('are the record’s text, blank where it has nothing', () => {
    const values = formValuesFrom(liveFieldDefs, liveRecord({ city: 'Pune', latitude: 18.5 }));
    expect(values).toMatchObject({ city: 'Pune', street: '', latitude: '18.5', longitude: '' });
  });

  it('turn blank coordinates into none for the schema', () => {
    const values = formValuesFrom(liveFieldDefs, null);
    expect(locationInput({ ...values, latitude: ' ', longitude: '72.9' })).toMatchObject({
      latitude: null,
      longitude: '72.9',
    });
  });
});

describe('the live location edit', () => {
  const original = toLocationView(
    liveRecord({
      name: 'Nariman Point Branch',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      pinCode: '400021',
      latitude: 18.9256,
      longitude: 72.8242,
    }),
  );
  const values = formValuesFrom(liveFieldDefs, original);
  const schema = liveEditSchema(original);
  const toInput = liveEditInput(original);
  const edit = (changes: Partial<typeof values>) => {
    const result = schema.safeParse(toInput({ ...values, ...changes }));
    if (result.success) return result.data;
    return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('sends only the changed fields', () => {
    expect(edit({ landmark: 'Near NCPA', latitude: '18.93' })).toEqual({
      landmark: 'Near NCPA',
      latitude: 18.93,
    });
  });

  it('says when nothing changed, and refuses to clear a required part', () => {
    expect(edit({})).toEqual({ '': NOTHING_CHANGED });
    expect(edit({ pinCode: '' })).toEqual({
      pinCode: 'PIN code must be 6 digits and cannot start with 0',
    });
  });

  it('keeps a required part that was blank before and still is', () => {
    const noDistrictCity = toLocationView(liveRecord({ city: null, state: 'Goa' }));
    const input = liveEditInput(noDistrictCity)({
      ...formValuesFrom(liveFieldDefs, noDistrictCity),
      landmark: 'Fort',
    });
    expect(liveEditSchema(noDistrictCity).parse(input)).toEqual({ landmark: 'Fort' });
  });

  it('keeps coordinates in pairs', () => {
    expect(edit({ longitude: '' })).toEqual({
      longitude: 'Give both latitude and longitude, or neither',
    });
    expect(edit({ latitude: '', longitude: '' })).toEqual({ latitude: null, longitude: null });
  });
});
