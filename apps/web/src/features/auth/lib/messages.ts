import { INVALID_EMAIL_MESSAGE } from '@fm/contracts';

/** The sign-in texts and timings of the spec (sections 4, 5, 8 and 9), used exactly. */
export const authMessages = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  passwordTooShort: 'Password must be at least 6 characters long',
  emailAndPasswordRequired: 'Email and password are required',
  loginTimeout: 'Login timeout - please try again',
  authenticationTimeout: 'Authentication timeout',
  flowIncomplete: 'Authentication flow incomplete. Please contact support.',
  alreadySignedIn: 'There is already a signed in user.',
  loginFailed: 'Login failed. Please try again.',
  confirmEmailFirst: 'Please confirm your email address first.',
  passwordResetRequired: 'Password reset required. Please reset your password.',
  logOut: 'Log Out',
  loggingOut: 'Logging out...',
  forgotPassword:
    'Password reset functionality will be implemented soon. Please contact your administrator for assistance.',
  // Not in the spec: a challenge answered after the identity service's 3-minute session ended.
  signInExpired: 'Your sign-in took too long. Please sign in again.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const SESSION_CHECK_TIMEOUT_MS = 5_000;
export const LOGIN_TIMEOUT_MS = 10_000;
/** How long a sign-in waiting for a challenge answer stays valid (Cognito's session lifetime). */
export const PENDING_SIGN_IN_TTL_MS = 180_000;
