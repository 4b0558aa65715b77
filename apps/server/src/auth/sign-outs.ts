/** How long this process remembers a sign-out: longer than a stream ticket lives. */
const REMEMBER_MS = 10 * 60_000;

/**
 * People whose sign-ins just ended, as this process hears of it (issue 23, item 3): from the
 * pool's revocation hook here (their own global sign-out, a revoked refresh token, an
 * administrator's action), and from the live event other processes publish for it. A stream
 * ticket issued before the sign-out opens nothing, and the person's open streams close at once;
 * the tokens' own refusal stays with the verifier and the revocation records.
 */
export class SignOuts {
  readonly #endedAt = new Map<string, number>();
  readonly #listeners = new Set<(userId: string) => void>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The person's sign-ins ended now; everyone listening hears it. */
  ended(userId: string): void {
    const now = this.now();
    for (const [id, at] of this.#endedAt) if (now - at > REMEMBER_MS) this.#endedAt.delete(id);
    this.#endedAt.set(userId, now);
    for (const listener of this.#listeners) listener(userId);
  }

  /** Whether the person's sign-ins ended after `time` (epoch ms). */
  endedSince(userId: string, time: number): boolean {
    return (this.#endedAt.get(userId) ?? Number.NEGATIVE_INFINITY) >= time;
  }

  /** Adds a listener; the answer removes it. */
  on(listener: (userId: string) => void): () => void {
    const entry = (userId: string) => listener(userId);
    this.#listeners.add(entry);
    return () => void this.#listeners.delete(entry);
  }
}
