import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('token-bucket rate limiter', () => {
  it('lets a burst of its capacity through, then one per refill, per key', () => {
    const clock = { at: 0, now: () => new Date(clock.at) };
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 0.5 }, clock);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(limiter.take('b')).toEqual({ allowed: true });
    clock.at += 1_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.at += 1_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
    // A long pause refills to the capacity, not beyond.
    clock.at += 60_000;
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
  });
});
