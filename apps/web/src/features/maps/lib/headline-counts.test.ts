import { describe, expect, it } from 'vitest';
import { headlineCounts } from './headline-counts';

describe('headlineCounts', () => {
  it('counts all, in service, active, approved, inactive and distinct states ignoring case, spaces and blanks', () => {
    const counts = headlineCounts([
      { status: 'active', state: 'Maharashtra' },
      { status: 'active', state: ' maharashtra ' },
      { status: 'inactive', state: 'Karnataka' },
      { status: 'approved', state: '' },
      { status: 'rejected', state: null },
    ]);
    expect(counts).toEqual({
      total: 5,
      inService: 3,
      active: 2,
      approved: 1,
      inactive: 1,
      states: 2,
      byStatus: { active: 2, inactive: 1, approved: 1, rejected: 1 },
    });
  });

  it('is all zeros for no locations', () => {
    expect(headlineCounts([])).toEqual({
      total: 0,
      inService: 0,
      active: 0,
      approved: 0,
      inactive: 0,
      states: 0,
      byStatus: {},
    });
  });
});
