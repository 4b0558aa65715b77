import type { LocationRecord, StagedLocationRecord } from '@fm/contracts';
import { emptyLocationRecord, emptyStagedRecord } from '@fm/contracts/test-records';

let next = 0;
const uuid = () => {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
};

/** A live location record with every optional part empty; tests fill in what they need. */
export function liveRecord(overrides: Partial<LocationRecord> = {}): LocationRecord {
  return {
    ...emptyLocationRecord,
    id: uuid(),
    locationId: 1000 + next,
    locationType: 'branch',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A pending staged location with the required parts filled. */
export function stagedRecord(overrides: Partial<StagedLocationRecord> = {}): StagedLocationRecord {
  return {
    ...emptyStagedRecord,
    _id: uuid(),
    locationId: 2000 + next,
    locationNickname: 'Powai',
    country: 'India',
    state: 'Maharashtra',
    city: 'Mumbai',
    pinCode: '400076',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
