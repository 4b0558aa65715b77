import { storageKeys } from '@/lib/storage-keys';
import { PENDING_SIGN_IN_TTL_MS } from './messages';
import type { SignInChallenge } from './sign-in-steps';

/** A sign-in waiting for a challenge answer, kept so a reload can resume it. */
export interface PendingSignIn {
  username: string;
  rememberMe: boolean;
  challenge: SignInChallenge;
  /** Epoch milliseconds after which the identity service's session is gone. */
  expiresAt: number;
}

/**
 * A TOTP setup is not kept: its secret stays in memory only, so a reload there goes back to
 * the form and the next sign-in gets a fresh secret.
 */
const resumable = (challenge: SignInChallenge) => challenge.kind !== 'totp-setup';

/** Stores the pending sign-in for 3 minutes from now; returns its expiry. */
export function savePendingSignIn(
  pending: Omit<PendingSignIn, 'expiresAt'>,
  now = Date.now(),
): number {
  const expiresAt = now + PENDING_SIGN_IN_TTL_MS;
  if (resumable(pending.challenge)) {
    sessionStorage.setItem(storageKeys.pendingSignIn, JSON.stringify({ ...pending, expiresAt }));
  } else {
    sessionStorage.removeItem(storageKeys.pendingSignIn);
  }
  return expiresAt;
}

/** The stored pending sign-in, or null when there is none, it expired, or it is unreadable. */
export function readPendingSignIn(now = Date.now()): PendingSignIn | null {
  const raw = sessionStorage.getItem(storageKeys.pendingSignIn);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingSignIn;
    if (
      typeof pending.username === 'string' &&
      typeof pending.expiresAt === 'number' &&
      pending.expiresAt > now &&
      typeof pending.challenge?.kind === 'string' &&
      resumable(pending.challenge)
    )
      return pending;
  } catch {
    // unreadable: treated as absent
  }
  clearPendingSignIn();
  return null;
}

export function clearPendingSignIn() {
  sessionStorage.removeItem(storageKeys.pendingSignIn);
}
