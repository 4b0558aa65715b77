import type { RevokedSessions } from '@fm/identity';
import type { Caller } from './caller';

/**
 * How long a verified token is taken on trust before it is verified again: the verifier itself
 * re-checks a live sign-in (revocation, disabled user) this often, so a revocation made by
 * another server process reaches this one no later than it did without this cache.
 */
export const TOKEN_RECHECK_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface VerifiedCaller {
  caller: Caller;
  /** The token's own expiry (epoch ms), null when it has none. */
  expiresAt: number | null;
}

interface Entry extends VerifiedCaller {
  sessionId: string | null;
  /** Epoch ms after which the token is verified again (its expiry or the recheck, if sooner). */
  until: number;
}

/**
 * Callers of verified ID tokens, by the whole token, so that the signature, claims and session
 * check run once per token every few seconds rather than on every request. Only tokens that
 * passed `verifier.verifyIdToken` enter; a token is never trusted past its `exp`; revocations
 * made in this process drop their tokens at once (`forget`, the identity's `onRevoke` hook).
 */
export class VerifiedTokens {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): VerifiedCaller | null {
    const entry = this.#entries.get(token);
    if (!entry) return null;
    if (this.now() < entry.until) return entry;
    this.#entries.delete(token);
    return null;
  }

  put(token: string, caller: Caller, claims: { exp?: unknown; origin_jti?: unknown }) {
    const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
    const until = Math.min(expiresAt, this.now() + TOKEN_RECHECK_MS);
    if (until <= this.now()) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    const sessionId = typeof claims.origin_jti === 'string' ? claims.origin_jti : null;
    this.#entries.set(token, { caller, expiresAt: expiresAt || null, sessionId, until });
  }

  /** Drops the tokens of revoked sign-ins (what the identity's `onRevoke` hook hears). */
  forget({ sessionIds }: Pick<RevokedSessions, 'sessionIds'>) {
    const gone = new Set(sessionIds);
    for (const [token, entry] of this.#entries)
      if (entry.sessionId !== null && gone.has(entry.sessionId)) this.#entries.delete(token);
  }

  /** Drops every token of one person (an administrator ended their sign-ins). */
  forgetUser(userId: string) {
    for (const [token, entry] of this.#entries)
      if (entry.caller.userId === userId) this.#entries.delete(token);
  }

  get size() {
    return this.#entries.size;
  }
}
