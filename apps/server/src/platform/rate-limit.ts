import type { Clock } from './clock';

/** A bucket of `capacity` tokens refilled at `refillPerSecond`; one action takes one token. */
export interface RateLimit {
  capacity: number;
  refillPerSecond: number;
}

/** Whether an action may go ahead now, else how many whole seconds until it may. */
type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): RateDecision;
}

/** Buckets kept when the map grows past this; full ones are dropped first (they hold nothing). */
const MAX_KEYS = 50_000;

/**
 * Token buckets per key, in this process's memory: the check and the take are one synchronous
 * step, so requests arriving together cannot all pass. With several processes each keeps its
 * own buckets (a balancer spreading one caller over n processes allows up to n times the rate).
 */
export function createRateLimiter(limit: RateLimit, clock: Clock): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number }, now: number) =>
    Math.min(limit.capacity, bucket.tokens + ((now - bucket.at) / 1000) * limit.refillPerSecond);
  const prune = (now: number) => {
    for (const [key, bucket] of buckets)
      if (level(bucket, now) >= limit.capacity) buckets.delete(key);
  };
  return {
    take(key) {
      const now = clock.now().getTime();
      const bucket = buckets.get(key);
      const tokens = bucket ? level(bucket, now) : limit.capacity;
      if (tokens < 1) {
        const retryAfterSeconds = Math.max(1, Math.ceil((1 - tokens) / limit.refillPerSecond));
        return { allowed: false, retryAfterSeconds };
      }
      if (!bucket && buckets.size >= MAX_KEYS) prune(now);
      buckets.set(key, { tokens: tokens - 1, at: now });
      return { allowed: true };
    },
  };
}

/** One limiter per name for the platform's lifetime, made on first use. */
export function rateLimiters(clock: Clock) {
  const made = new Map<string, RateLimiter>();
  return (name: string, limit: RateLimit): RateLimiter => {
    let limiter = made.get(name);
    if (!limiter) {
      limiter = createRateLimiter(limit, clock);
      made.set(name, limiter);
    }
    return limiter;
  };
}
