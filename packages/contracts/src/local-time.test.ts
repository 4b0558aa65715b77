import { describe, expect, it } from 'vitest';
import { localNow, localToday } from './local-time';

describe("an organisation's local time", () => {
  it("reads the organisation's local date and time", () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(localNow(new Date('2026-11-24T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-11-25',
      time: '01:30:00',
    });
    expect(localNow(new Date('2026-11-24T20:00:00Z'), 'UTC')).toEqual({
      date: '2026-11-24',
      time: '20:00:00',
    });
  });

  it("turns to the next day at the organisation's midnight", () => {
    expect(localToday(new Date('2026-12-31T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-12-31');
    expect(localToday(new Date('2026-12-31T18:30:00Z'), 'Asia/Kolkata')).toBe('2027-01-01');
  });
});
