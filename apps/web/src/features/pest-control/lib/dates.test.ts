import { describe, expect, it } from 'vitest';
import { dateLabel, fileSizeLabel, localToday, monthLabel } from './dates';

describe('pest control labels', () => {
  it('writes dates, months and sizes for people', () => {
    expect(localToday(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(dateLabel('2026-03-14')).toBe('14 Mar 2026');
    expect(dateLabel(null)).toBe('—');
    expect(fileSizeLabel(512)).toBe('512 B');
    expect(fileSizeLabel(2048)).toBe('2.0 KB');
    expect(fileSizeLabel(20 * 1024 * 1024)).toBe('20.0 MB');
  });
});
