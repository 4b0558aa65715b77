import { describe, expect, it } from 'vitest';
import { pageLoadingMessage } from './page-messages';

describe('pageLoadingMessage', () => {
  it('gives the route table’s messages, and a generic one elsewhere', () => {
    expect(pageLoadingMessage('/locations')).toBe('Loading locations...');
    expect(pageLoadingMessage('/locations/7')).toBe('Loading locations...');
    expect(pageLoadingMessage('/attendance')).toBe('Loading attendance data...');
    expect(pageLoadingMessage('/devices')).toBe('Loading devices...');
    expect(pageLoadingMessage('/devices/activation')).toBe('Loading devices...');
    expect(pageLoadingMessage('/reports')).toBe('Loading...');
    expect(pageLoadingMessage('/vendor/attendance')).toBe('Loading...');
  });
});
