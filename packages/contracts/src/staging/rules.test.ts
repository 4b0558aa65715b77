import { describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_AVAILABLE,
  stagedLocationAddress,
  stagedLocationName,
  stagedLocationUid,
} from './rules';
import { emptyStagedRecord } from './test-records';

const staged = emptyStagedRecord;

describe('stagedLocationUid', () => {
  it('joins nickname, country, state, city and PIN code in that order', () => {
    expect(
      stagedLocationUid({
        pinCode: '400076',
        city: 'Mumbai',
        state: 'Maharashtra',
        country: 'India',
        locationNickname: 'Powai Branch',
      }),
    ).toBe('POWAI-BRANCH_INDIA_MAHARASHTRA_MUMBAI_400076');
  });

  it('skips blank parts and folds punctuation', () => {
    expect(
      stagedLocationUid({
        locationNickname: " St. Mary's / Annex ",
        city: null,
        state: 'Tamil Nadu',
      }),
    ).toBe('ST-MARY-S-ANNEX_TAMIL-NADU');
  });
});

describe('stagedLocationName', () => {
  it('prefers the nickname, then the building name', () => {
    expect(
      stagedLocationName({ ...staged, locationNickname: ' Powai ', buildingName: 'Lotus Tower' }),
    ).toBe('Powai');
    expect(
      stagedLocationName({ ...staged, locationNickname: '  ', buildingName: 'Lotus Tower' }),
    ).toBe('Lotus Tower');
  });

  it("falls back to 'Location' and the last 6 characters of the id", () => {
    expect(stagedLocationName(staged)).toBe('Location d4e5f6');
  });
});

describe('stagedLocationAddress', () => {
  it('joins plot, street, colony, zone, city, district, state, country and PIN in that order', () => {
    expect(
      stagedLocationAddress({
        pinCode: '400076',
        country: 'India',
        state: 'Maharashtra',
        district: 'Mumbai Suburban',
        city: 'Mumbai',
        zone: 'North East',
        colony: 'Hiranandani Gardens',
        street: 'Central Avenue',
        plotNo: 'Plot 21',
      }),
    ).toBe(
      'Plot 21, Central Avenue, Hiranandani Gardens, North East, Mumbai, Mumbai Suburban, ' +
        'Maharashtra, India, 400076',
    );
  });

  it('skips blanks, and says so when nothing is left', () => {
    expect(stagedLocationAddress({ ...staged, street: ' ', city: 'Pune', pinCode: '411045' })).toBe(
      'Pune, 411045',
    );
    expect(stagedLocationAddress(staged)).toBe(ADDRESS_NOT_AVAILABLE);
    expect(ADDRESS_NOT_AVAILABLE).toBe('Address not available');
  });
});
