import { describe, expect, it } from 'vitest';
import { locationSummary } from './location-summary';

describe('locationSummary', () => {
  it('counts branches and distinct states, ignoring case, blanks and missing states', () => {
    expect(
      locationSummary([
        { state: 'Maharashtra' },
        { state: 'maharashtra ' },
        { state: 'Karnataka' },
        { state: '' },
        { state: null },
      ]),
    ).toEqual({ branches: 5, states: 2 });
    expect(locationSummary([])).toEqual({ branches: 0, states: 0 });
  });
});
