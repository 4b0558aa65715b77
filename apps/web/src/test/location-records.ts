import type { LocationRecord, StagedLocationRecord } from '@fm/contracts';

let next = 0;
const uuid = () => {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
};

/** A live location record with every optional part empty; tests fill in what they need. */
export function liveRecord(overrides: Partial<LocationRecord> = {}): LocationRecord {
  return {
    id: uuid(),
    locationId: 1000 + next,
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
    locationType: 'branch',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A pending staged location with the required parts filled. */
export function stagedRecord(overrides: Partial<StagedLocationRecord> = {}): StagedLocationRecord {
  return {
    _id: uuid(),
    orgId: 1,
    locationId: 2000 + next,
    masterLocationId: null,
    status: 'pending',
    uid: null,
    locationNickname: 'Powai',
    country: 'India',
    state: 'Maharashtra',
    city: 'Mumbai',
    district: null,
    zone: null,
    colony: null,
    street: null,
    plotNo: null,
    sector: null,
    buildingName: null,
    buildingWing: null,
    floor: null,
    officeUnit: null,
    pinCode: '400076',
    latitude: null,
    longitude: null,
    comments: null,
    approverInfo: null,
    approvedAt: null,
    approvedBy: null,
    rejectedAt: null,
    rejectedBy: null,
    createdBy: 'user@demo.example',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
