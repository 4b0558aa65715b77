import type { SessionUser } from '@fm/contracts';
import { fetchAuthSession } from 'aws-amplify/auth';

/**
 * Whether a session exists: the stored one without forcing a refresh; if it has no ID token, a
 * forced refresh; still none means nobody is signed in (spec section 4).
 */
async function hasSession(): Promise<boolean> {
  let session = await fetchAuthSession();
  if (!session.tokens?.idToken) session = await fetchAuthSession({ forceRefresh: true });
  return session.tokens?.idToken !== undefined;
}

/**
 * The signed-in person. Loaded on demand: the login screen never needs this code (nor zod and
 * the contracts it brings), so it stays out of the first screen's JavaScript.
 */
export async function loadSessionUser(): Promise<SessionUser> {
  const { loadSessionUser: load } = await import('./load-session-user');
  return load();
}

/** The session check at start-up: the signed-in person, or null when there is no session. */
export async function checkSession(): Promise<SessionUser | null> {
  return (await hasSession()) ? loadSessionUser() : null;
}
