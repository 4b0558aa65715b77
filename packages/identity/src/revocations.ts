/** Sessions this process has just revoked, all of one person. */
export interface RevokedSessions {
  /** The person (`sub` of their tokens). */
  userId: string;
  /** The sign-ins ended (`origin_jti` of their tokens). */
  sessionIds: string[];
  /** Why, as the session row records it ('global sign-out', 'user disabled', ...). */
  reason: string;
}

export type RevocationListener = (revoked: RevokedSessions) => void;

/**
 * The revocation hook (decision 041): whoever keeps tokens of this pool's people in memory (the
 * embedded verifier's session cache, a host's token cache) hears of every revocation made in this
 * process the moment it is committed, and forgets those sessions. A listener that throws is
 * logged and does not undo the revocation or keep the others from hearing of it.
 */
export class Revocations {
  readonly #listeners = new Set<RevocationListener>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  /** Adds a listener; the answer removes it again. */
  on(listener: RevocationListener): () => void {
    // A wrapper of its own, so the same function added twice is removed once per call.
    const entry: RevocationListener = (revoked) => listener(revoked);
    this.#listeners.add(entry);
    return () => void this.#listeners.delete(entry);
  }

  /** Tells every listener; called after the revoking transaction committed. */
  notify(revoked: RevokedSessions): void {
    if (revoked.sessionIds.length === 0) return;
    for (const listener of this.#listeners) {
      try {
        listener(revoked);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
