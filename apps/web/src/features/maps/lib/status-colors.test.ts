import { describe, expect, it } from 'vitest';
import { sortStatuses, statusColor, statusColorExpression, statusLabel } from './status-colors';

describe('status colours', () => {
  it('gives every known status its own colour, per scheme', () => {
    const known = ['active', 'inactive', 'approved', 'pending', 'rejected'];
    for (const scheme of ['light', 'dark'] as const) {
      const colours = known.map((status) => statusColor(status, scheme));
      expect(new Set(colours).size).toBe(known.length);
      for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(statusColor('active', 'light')).not.toBe(statusColor('active', 'dark'));
  });

  it('colours an unknown or missing status with the "other" colour', () => {
    expect(statusColor('archived', 'light')).toBe(statusColor(undefined, 'light'));
    expect(statusColor('archived', 'light')).not.toBe(statusColor('active', 'light'));
  });

  it('labels statuses for people', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('archived')).toBe('Archived');
    expect(statusLabel(null)).toBe('Other');
  });

  it('orders the legend active, inactive, approved, pending, rejected, then others', () => {
    expect(sortStatuses(['zeta', 'rejected', 'active', 'alpha', 'inactive', 'active'])).toEqual([
      'active',
      'inactive',
      'rejected',
      'alpha',
      'zeta',
    ]);
  });

  it('builds a match expression with the same colours as statusColor', () => {
    const [op, input, ...rest] = statusColorExpression('dark');
    expect(op).toBe('match');
    expect(input).toEqual(['get', 'status']);
    const fallback = rest.pop();
    expect(fallback).toBe(statusColor('something-else', 'dark'));
    for (let i = 0; i < rest.length; i += 2)
      expect(rest[i + 1]).toBe(statusColor(rest[i] as string, 'dark'));
  });
});
