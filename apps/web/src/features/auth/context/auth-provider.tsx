import { DEFAULT_BRANDING_TITLE } from '@fm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  confirmSignIn,
  fetchAuthSession,
  signIn,
  signOut,
  type SignInOutput,
} from 'aws-amplify/auth';
import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { loadSessionUser } from '../amplify/session';
import { applyTokenStorage, clearStoredAuthTokens } from '../amplify/token-storage';
import { isExpiredSignInError, loginErrorMessage, TimeoutError } from '../lib/auth-errors';
import { authMessages, LOGIN_TIMEOUT_MS } from '../lib/messages';
import { clearPendingSignIn, savePendingSignIn } from '../lib/pending-sign-in';
import { storeRememberMe } from '../lib/remember-me';
import { canUsePasskeys } from '../lib/passkey-support';
import { interpretSignInStep } from '../lib/sign-in-steps';
import { storeUserMeta } from '../lib/stored-user-meta';
import { withTimeout } from '../lib/with-timeout';
import { AuthContext, type AuthActions, type AuthContextValue } from './auth-context';
import { authReducer, initialAuthState, type AuthAction } from './auth-state';
import { startSession } from './start-session';

const SIGNED_OUT = 'signed-out';

/** A passkey ceremony waits for the person (their fingerprint, their security key): minutes. */
const PASSKEY_TIMEOUT_MS = 120_000;

interface Attempt {
  username: string;
  rememberMe: boolean;
}

/**
 * A sign-in that answered after its timeout must not leave a session nobody sees: if it ended
 * signed in after all, it is signed out again.
 */
function abandonLateSignIn(attempt: Promise<SignInOutput>) {
  attempt.then((output) => (output.isSignedIn ? signOut() : undefined)).catch(() => undefined);
}

/** Runs Amplify's next step: signed in, a challenge to show, or a step this app cannot do. */
async function proceed(output: SignInOutput, attempt: Attempt): Promise<AuthAction> {
  const progress = interpretSignInStep(output.nextStep, {
    username: attempt.username,
    issuer: DEFAULT_BRANDING_TITLE,
    passkeys: canUsePasskeys(),
  });
  if (progress.type === 'challenge') {
    const { username, rememberMe } = attempt;
    const expiresAt = savePendingSignIn({ username, rememberMe, challenge: progress.challenge });
    return {
      type: 'challenge',
      challenge: { ...progress.challenge, username, rememberMe, expiresAt },
    };
  }
  clearPendingSignIn();
  if (progress.type === 'unsupported')
    return { type: 'failed', error: progress.message, keepChallenge: false };
  try {
    const user = await loadSessionUser();
    storeRememberMe(attempt.rememberMe);
    return { type: 'signed-in', user };
  } catch (error) {
    await signOut().catch(() => undefined);
    return { type: 'failed', error: loginErrorMessage(error), keepChallenge: false };
  }
}

/**
 * Holds the session (spec sections 3 and 4): checks it at start-up, signs in through every step
 * the identity service may ask for, signs out, and resets all server data (the query cache)
 * when the person signs out or their organisation changes.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    void startSession().then((action) => {
      if (active) dispatch(action);
    });
    return () => {
      active = false;
    };
  }, []);

  // Signing out or changing organisation resets all data (spec section 4, "Data loading").
  // Queries still on screen are reset (and refetch) rather than removed: a removed query would
  // leave its observers waiting forever.
  const dataScope = state.user ? `org:${state.user.organizationId}` : SIGNED_OUT;
  const previousScope = useRef(dataScope);
  useEffect(() => {
    if (previousScope.current !== SIGNED_OUT && previousScope.current !== dataScope) {
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.resetQueries({ type: 'active' });
    }
    previousScope.current = dataScope;
  }, [dataScope, queryClient]);

  // The identity service forgets a pending sign-in after 3 minutes; so does the login card.
  const challenge = state.challenge;
  useEffect(() => {
    if (!challenge) return;
    const timer = setTimeout(
      () => {
        clearPendingSignIn();
        dispatch({ type: 'challenge-ended', error: authMessages.signInExpired });
      },
      Math.max(0, challenge.expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [challenge]);

  /** Waits for a sign-in call (within its time limit) and dispatches where it leads. */
  const follow = useCallback(
    async (attempt: Promise<SignInOutput>, who: Attempt, timeoutMs = LOGIN_TIMEOUT_MS) => {
      try {
        const output = await withTimeout(attempt, timeoutMs, authMessages.loginTimeout);
        dispatch(await proceed(output, who));
      } catch (error) {
        if (error instanceof TimeoutError) abandonLateSignIn(attempt);
        dispatch({ type: 'failed', error: loginErrorMessage(error), keepChallenge: false });
      }
    },
    [],
  );

  const login = useCallback<AuthActions['login']>(
    async (email, password, rememberMe) => {
      dispatch({ type: 'started' });
      if (!email || !password) {
        dispatch({
          type: 'failed',
          error: authMessages.emailAndPasswordRequired,
          keepChallenge: false,
        });
        return;
      }
      applyTokenStorage(rememberMe);
      // Amplify's default flow, USER_SRP_AUTH: the password never leaves the browser.
      await follow(signIn({ username: email, password }), { username: email, rememberMe });
    },
    [follow],
  );

  const loginWithoutPassword = useCallback<AuthActions['loginWithoutPassword']>(
    async (email, method, rememberMe) => {
      dispatch({ type: 'started' });
      applyTokenStorage(rememberMe);
      const passkey = method === 'passkey';
      const attempt = signIn({
        username: email,
        options: {
          authFlowType: 'USER_AUTH',
          preferredChallenge: passkey ? 'WEB_AUTHN' : 'EMAIL_OTP',
        },
      });
      await follow(
        attempt,
        { username: email, rememberMe },
        passkey ? PASSKEY_TIMEOUT_MS : LOGIN_TIMEOUT_MS,
      );
    },
    [follow],
  );

  const confirmChallenge = useCallback<AuthActions['confirmChallenge']>(
    async (answer, options) => {
      if (!challenge) return;
      dispatch({ type: 'started' });
      const attempt = confirmSignIn({ challengeResponse: answer, options });
      const timeoutMs = answer === 'WEB_AUTHN' ? PASSKEY_TIMEOUT_MS : LOGIN_TIMEOUT_MS;
      try {
        const output = await withTimeout(attempt, timeoutMs, authMessages.loginTimeout);
        const { username, rememberMe } = challenge;
        dispatch(await proceed(output, { username, rememberMe }));
      } catch (error) {
        if (error instanceof TimeoutError) abandonLateSignIn(attempt);
        if (isExpiredSignInError(error)) {
          clearPendingSignIn();
          dispatch({ type: 'challenge-ended', error: authMessages.signInExpired });
          return;
        }
        dispatch({ type: 'failed', error: loginErrorMessage(error), keepChallenge: true });
      }
    },
    [challenge],
  );

  const cancelChallenge = useCallback(() => {
    clearPendingSignIn();
    dispatch({ type: 'challenge-ended' });
  }, []);

  const logout = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed; the local session is cleared anyway', error);
    }
    clearStoredAuthTokens();
    storeRememberMe(false);
    storeUserMeta(null);
    clearPendingSignIn();
    dispatch({ type: 'signed-out' });
  }, []);

  const clearError = useCallback(() => dispatch({ type: 'clear-error' }), []);

  const refreshUser = useCallback(async () => {
    await fetchAuthSession({ forceRefresh: true });
    dispatch({ type: 'user-updated', user: await loadSessionUser() });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      loginWithoutPassword,
      confirmChallenge,
      cancelChallenge,
      logout,
      clearError,
      refreshUser,
    }),
    [
      state,
      login,
      loginWithoutPassword,
      confirmChallenge,
      cancelChallenge,
      logout,
      clearError,
      refreshUser,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
