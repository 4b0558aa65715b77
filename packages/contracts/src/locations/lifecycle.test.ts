import { describe, expect, it } from 'vitest';
import {
  inServiceStatuses,
  isInService,
  liveLocationCounts,
  locationStatusLabels,
  locationStatusMeanings,
} from './lifecycle';
import { locationStatuses } from './location';

const demo = [
  ...Array.from({ length: 43 }, () => ({ status: 'active' })),
  ...Array.from({ length: 8 }, () => ({ status: 'approved' })),
  ...Array.from({ length: 4 }, () => ({ status: 'inactive' })),
];

describe('the location lifecycle', () => {
  it('counts the demo mix the same way everywhere: 55 live, 51 in service', () => {
    expect(liveLocationCounts(demo)).toEqual({
      total: 55,
      inService: 51,
      active: 43,
      approved: 8,
      inactive: 4,
    });
  });

  it('adds up: live = in service + inactive, in service = active + approved', () => {
    const counts = liveLocationCounts(demo);
    expect(counts.inService + counts.inactive).toBe(counts.total);
    expect(counts.active + counts.approved).toBe(counts.inService);
  });

  it('counts approved and active locations as in service, nothing else', () => {
    expect(inServiceStatuses).toEqual(['approved', 'active']);
    expect(locationStatuses.filter(isInService)).toEqual(['approved', 'active']);
    expect(isInService('pending')).toBe(false);
  });

  it('has one label and one meaning for every stored status', () => {
    for (const status of [...locationStatuses, 'pending'] as const) {
      expect(locationStatusLabels[status]).toMatch(/^[A-Z][a-z]+$/);
      expect(locationStatusMeanings[status]).not.toBe('');
    }
  });
});
