import { signOut } from 'aws-amplify/auth';
import { checkSession } from '../amplify/session';
import { applyTokenStorage } from '../amplify/token-storage';
import { isUnauthenticatedError, TimeoutError } from '../lib/auth-errors';
import { authMessages, SESSION_CHECK_TIMEOUT_MS } from '../lib/messages';
import { clearPendingSignIn, readPendingSignIn } from '../lib/pending-sign-in';
import { storeUserMeta } from '../lib/stored-user-meta';
import { withTimeout } from '../lib/with-timeout';
import type { AuthAction } from './auth-state';

/**
 * The start-up session check (spec section 4): the signed-in person if there is a session;
 * otherwise a sign-in challenge still pending from before a reload; otherwise nobody.
 * Unauthenticated or not-authorised: a local (not global) sign-out. Any failure leaves nobody
 * signed in; a check taking over 5 s ends with 'Authentication timeout'.
 */
export async function startSession(): Promise<AuthAction> {
  try {
    const user = await withTimeout(
      checkSession(),
      SESSION_CHECK_TIMEOUT_MS,
      authMessages.authenticationTimeout,
    );
    if (user) {
      clearPendingSignIn();
      return { type: 'session-checked', user };
    }
    storeUserMeta(null);
    const pending = readPendingSignIn();
    if (!pending) return { type: 'session-checked', user: null };
    applyTokenStorage(pending.rememberMe);
    return {
      type: 'session-checked',
      user: null,
      challenge: {
        ...pending.challenge,
        username: pending.username,
        rememberMe: pending.rememberMe,
        expiresAt: pending.expiresAt,
      },
    };
  } catch (error) {
    storeUserMeta(null);
    if (isUnauthenticatedError(error)) {
      await signOut().catch((signOutError: unknown) =>
        console.warn('Local sign-out after a rejected session failed', signOutError),
      );
      return { type: 'session-checked', user: null };
    }
    console.warn('The session check failed', error);
    return {
      type: 'session-checked',
      user: null,
      ...(error instanceof TimeoutError ? { error: error.message } : {}),
    };
  }
}
