import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';

export interface AuthActions {
  /** Signs in with e-mail and password; the Remember me choice picks where tokens are kept. */
  login(email: string, password: string, rememberMe: boolean): Promise<void>;
  /**
   * Signs in without a password (Cognito's USER_AUTH): with a passkey, or with a code e-mailed
   * to the address. A person without that factor is offered the ones they have.
   */
  loginWithoutPassword(
    email: string,
    method: 'passkey' | 'email-code',
    rememberMe: boolean,
  ): Promise<void>;
  /**
   * Answers the current challenge: a new password, a code, an MFA type ('TOTP' or 'EMAIL'),
   * a first factor ('PASSWORD_SRP', 'WEB_AUTHN', 'EMAIL_OTP'), the password, or the e-mail
   * address for e-mail MFA.
   */
  confirmChallenge(
    answer: string,
    options?: { userAttributes?: Record<string, string> },
  ): Promise<void>;
  /** Leaves the challenge and returns to the login form. */
  cancelChallenge(): void;
  /** A non-global sign-out that always clears the local session, even if the service fails. */
  logout(): Promise<void>;
  clearError(): void;
  /**
   * Reloads the signed-in person after they changed their profile: a fresh ID token (it carries
   * name and e-mail) and their attributes and metadata again.
   */
  refreshUser(): Promise<void>;
}

export type AuthContextValue = AuthState & AuthActions;

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session and the sign-in actions; only inside AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it');
  return value;
}
