import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('admits a burst up to the limit, then refills at the limit per minute', () => {
    const limiter = new RateLimiter(3);
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('a', t))).toEqual([true, true, true, false]);
    expect(limiter.take('b', t)).toBe(true);
    expect(limiter.take('a', t + 19_000)).toBe(false);
    expect(limiter.take('a', t + 21_000)).toBe(true);
  });

  it('is off at 0, and keeps its memory bounded', () => {
    const off = new RateLimiter(0);
    expect(Array.from({ length: 100 }, () => off.take('a')).every(Boolean)).toBe(true);
    const small = new RateLimiter(1, 10);
    for (let key = 0; key < 50; key += 1) expect(small.take(`k${key}`, 0)).toBe(true);
  });
});
