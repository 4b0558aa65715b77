import { describe, expect, it } from 'vitest';
import { orgNow, shortTime } from './dates';

describe('orgNow', () => {
  it("gives the organisation's day, not the browser's, near midnight", () => {
    // 20:10 in London (UTC) is already 01:40 the next day in Kolkata (UTC+05:30).
    const lateInLondon = new Date('2026-11-24T20:10:00.000Z');
    expect(orgNow('Asia/Kolkata', lateInLondon)).toEqual({ date: '2026-11-25', time: '01:40' });
    expect(orgNow('Europe/London', lateInLondon)).toEqual({ date: '2026-11-24', time: '20:10' });
    // And the other way round: 00:30 in Kolkata is still the day before in New York.
    const earlyInKolkata = new Date('2026-11-24T19:00:00.000Z');
    expect(orgNow('Asia/Kolkata', earlyInKolkata)).toEqual({ date: '2026-11-25', time: '00:30' });
    expect(orgNow('America/New_York', earlyInKolkata)).toEqual({
      date: '2026-11-24',
      time: '14:00',
    });
  });

  it('keeps a day across a month and a year end in the zone', () => {
    expect(orgNow('Asia/Kolkata', new Date('2026-12-31T18:45:00.000Z'))).toEqual({
      date: '2027-01-01',
      time: '00:15',
    });
    expect(orgNow('Pacific/Honolulu', new Date('2027-01-01T05:00:00.000Z'))).toEqual({
      date: '2026-12-31',
      time: '19:00',
    });
  });

  it("stands in with the browser's day and time until the zone is known", () => {
    const now = new Date(2026, 10, 24, 23, 59);
    expect(orgNow(undefined, now)).toEqual({ date: '2026-11-24', time: '23:59' });
  });
});

describe('shortTime', () => {
  it('drops the seconds', () => {
    expect(shortTime('09:05:30')).toBe('09:05');
  });
});
