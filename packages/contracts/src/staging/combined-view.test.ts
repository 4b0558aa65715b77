import { describe, expect, it } from 'vitest';
import { emptyLocationRecord } from '../locations/test-records';
import {
  combineLocations,
  groupStagedByStatus,
  toCombinedActive,
  toCombinedStaged,
} from './combined-view';
import { ADDRESS_NOT_AVAILABLE } from './rules';
import { emptyStagedRecord } from './test-records';

const staged = emptyStagedRecord;

describe('toCombinedStaged', () => {
  it('is an office without devices, carrying the decision and the original data', () => {
    const rejected = {
      ...staged,
      status: 'rejected' as const,
      locationNickname: 'Kakkanad',
      city: 'Kochi',
      state: 'Kerala',
      latitude: '10.0159',
      longitude: 76.3419,
      comments: 'Pin is in the backwaters',
      rejectedBy: 'approver@demo.example',
      rejectedAt: '2026-02-03T10:00:00.000Z',
      approverInfo: { id: 'u-1', email: 'approver@demo.example' },
    };
    expect(toCombinedStaged(rejected)).toEqual({
      id: staged._id,
      locationId: 1060,
      name: 'Kakkanad',
      type: 'office',
      address: 'Kochi, Kerala',
      state: 'Kerala',
      city: 'Kochi',
      coordinates: { lat: 10.0159, lng: 76.3419 },
      deviceCount: 0,
      createdAt: staged.createdAt,
      updatedAt: staged.updatedAt,
      status: 'rejected',
      source: 'staging',
      rejectionReason: 'Pin is in the backwaters',
      rejectedBy: 'approver@demo.example',
      rejectedAt: '2026-02-03T10:00:00.000Z',
      approverInfo: { id: 'u-1', email: 'approver@demo.example' },
      stagedData: rejected,
    });
  });

  it('puts missing coordinates at 0', () => {
    expect(toCombinedStaged(staged).coordinates).toEqual({ lat: 0, lng: 0 });
  });
});

describe('toCombinedActive', () => {
  it('is active from main, whatever the stored status, with the live rules for name and address', () => {
    const view = toCombinedActive({
      ...emptyLocationRecord,
      status: 'inactive',
      locationNickname: 'AND-01',
      city: 'Mumbai',
      state: 'Maharashtra',
      locationType: 'branch',
      latitude: 19.1,
      longitude: '72.8',
    });
    expect(view).toMatchObject({
      id: emptyLocationRecord.id,
      locationId: 1042,
      name: 'AND-01',
      type: 'branch',
      address: 'Maharashtra, Mumbai',
      coordinates: { lat: 19.1, lng: 72.8 },
      deviceCount: 0,
      status: 'active',
      source: 'main',
      liveStatus: 'inactive',
    });
  });

  it('falls back to office, the fallback address, and takes a device count when known', () => {
    const view = toCombinedActive(emptyLocationRecord, 3);
    expect(view).toMatchObject({
      name: 'Location 1042',
      type: 'office',
      address: ADDRESS_NOT_AVAILABLE,
      deviceCount: 3,
    });
  });
});

describe('combineLocations', () => {
  const live = [emptyLocationRecord];
  const stagedList = [
    { ...staged, _id: '00000000-0000-4000-8000-000000000001', status: 'pending' as const },
    { ...staged, _id: '00000000-0000-4000-8000-000000000002', status: 'approved' as const },
    { ...staged, _id: '00000000-0000-4000-8000-000000000003', status: 'rejected' as const },
  ];

  it('holds every live location and the staged ones pending or rejected, not the approved', () => {
    const all = combineLocations(live, stagedList);
    expect(all.map((item) => [item.source, item.status])).toEqual([
      ['main', 'active'],
      ['staging', 'pending'],
      ['staging', 'rejected'],
    ]);
    expect(combineLocations(live, stagedList, 'all')).toEqual(all);
  });

  it('filters by one status', () => {
    expect(combineLocations(live, stagedList, 'active').map((item) => item.id)).toEqual([
      emptyLocationRecord.id,
    ]);
    expect(combineLocations(live, stagedList, 'pending').map((item) => item.id)).toEqual([
      '00000000-0000-4000-8000-000000000001',
    ]);
    expect(combineLocations(live, stagedList, 'rejected').map((item) => item.id)).toEqual([
      '00000000-0000-4000-8000-000000000003',
    ]);
    expect(combineLocations([], [], 'all')).toEqual([]);
  });
});

describe('groupStagedByStatus', () => {
  it('groups by status, keeping order, and counts pending, approved, rejected and total', () => {
    const list = [
      { id: 1, status: 'pending' as const },
      { id: 2, status: 'rejected' as const },
      { id: 3, status: 'pending' as const },
      { id: 4, status: 'approved' as const },
    ];
    expect(groupStagedByStatus(list)).toEqual({
      groupedByStatus: {
        pending: [list[0], list[2]],
        approved: [list[3]],
        rejected: [list[1]],
      },
      counts: { pending: 2, approved: 1, rejected: 1, total: 4 },
    });
  });

  it('gives zero counts and empty groups for nothing', () => {
    expect(groupStagedByStatus([])).toEqual({
      groupedByStatus: { pending: [], approved: [], rejected: [] },
      counts: { pending: 0, approved: 0, rejected: 0, total: 0 },
    });
  });
});
