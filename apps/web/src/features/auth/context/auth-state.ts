import type { SessionUser } from '@fm/contracts';
import type { SignInChallenge } from '../lib/sign-in-steps';

/** The auth provider's state (spec section 3), plus the challenge the login card shows. */
export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The role is known: the user and their metadata are loaded. */
  isRoleReady: boolean;
  error: string | null;
  /** The start-up session check has finished, whatever its result. */
  sessionChecked: boolean;
  /** A sign-in waiting for an answer (new password, code, MFA choice or setup). */
  challenge: ActiveChallenge | null;
}

/** The challenge with the sign-in it belongs to. */
export type ActiveChallenge = SignInChallenge & {
  username: string;
  rememberMe: boolean;
  /** Epoch milliseconds when the identity service's sign-in session ends. */
  expiresAt: number;
};

export type AuthAction =
  | {
      type: 'session-checked';
      user: SessionUser | null;
      error?: string;
      challenge?: ActiveChallenge;
    }
  | { type: 'started' }
  | { type: 'challenge'; challenge: ActiveChallenge }
  | { type: 'signed-in'; user: SessionUser }
  | { type: 'user-updated'; user: SessionUser }
  | { type: 'failed'; error: string; keepChallenge: boolean }
  | { type: 'challenge-ended'; error?: string }
  | { type: 'signed-out' }
  | { type: 'clear-error' };

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: true,
  isRoleReady: false,
  error: null,
  sessionChecked: false,
  challenge: null,
};

const signedOut = { user: null, isAuthenticated: false, isRoleReady: false } as const;

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'session-checked':
      return {
        ...state,
        ...(action.user
          ? { user: action.user, isAuthenticated: true, isRoleReady: true }
          : signedOut),
        isLoading: false,
        sessionChecked: true,
        error: action.error ?? null,
        challenge: action.challenge ?? null,
      };
    case 'started':
      // Login and challenge answers: loading, role not ready, no error (spec section 4).
      return { ...state, isLoading: true, isRoleReady: false, error: null };
    case 'challenge':
      return { ...state, isLoading: false, error: null, challenge: action.challenge };
    case 'signed-in':
      return {
        ...state,
        user: action.user,
        isAuthenticated: true,
        isRoleReady: true,
        isLoading: false,
        error: null,
        challenge: null,
      };
    case 'user-updated':
      return state.user ? { ...state, user: action.user } : state;
    case 'failed':
      return {
        ...state,
        ...signedOut,
        isLoading: false,
        error: action.error,
        challenge: action.keepChallenge ? state.challenge : null,
      };
    case 'challenge-ended':
      return { ...state, isLoading: false, error: action.error ?? null, challenge: null };
    case 'signed-out':
      return { ...state, ...signedOut, isLoading: false, error: null, challenge: null };
    case 'clear-error':
      return state.error === null ? state : { ...state, error: null };
  }
}
