/**
 * Token buckets in memory, one per key (a client address, a user name): `perMinute` requests
 * may come at once, and the bucket refills at that rate. Each replica counts for itself; the
 * limits are against bursts, the lockout (in the database) is against guessing.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Takes one request from the key's bucket; false when it is empty. A limit of 0 is off. */
  take(key: string, now = Date.now()): boolean {
    if (this.perMinute <= 0) return true;
    const bucket = this.buckets.get(key);
    const refill = bucket ? ((now - bucket.at) / 60_000) * this.perMinute : this.perMinute;
    const tokens = Math.min(this.perMinute, (bucket?.tokens ?? 0) + refill);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    if (!bucket && this.buckets.size >= this.maxKeys) this.sweep(now);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Drops buckets that have refilled completely; they are the same as no bucket. */
  private sweep(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute >= this.perMinute)
        this.buckets.delete(key);
    }
    if (this.buckets.size >= this.maxKeys) this.buckets.clear();
  }
}
