import { authMessages } from './messages';

/** The login messages by identity-service error name (spec section 8). */
const messagesByName: Record<string, string> = {
  NotAuthorizedException: 'Invalid email or password.',
  UserNotFoundException: 'User not found. Please check your email.',
  UserNotConfirmedException: authMessages.confirmEmailFirst,
  PasswordResetRequiredException: authMessages.passwordResetRequired,
  TooManyRequestsException: 'Too many failed attempts. Please try again later.',
  NetworkError: 'Network error. Please check your internet connection.',
  InvalidParameterException: 'Invalid configuration. Please check your setup.',
};

/** Cognito's answer once an account is locked after too many wrong passwords. */
const LOCKOUT_MESSAGE = 'Password attempts exceeded';

const nameOf = (error: unknown) =>
  error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
    ? String((error as { name: unknown }).name)
    : '';

const messageOf = (error: unknown) =>
  error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
    ? String((error as { message: unknown }).message ?? '').trim()
    : '';

/**
 * The text the login screen shows for a failed sign-in: the spec's message for the error's
 * name, the lockout message for Cognito's 'Password attempts exceeded', else the error's own
 * message, else 'Login failed. Please try again.'.
 */
export function loginErrorMessage(error: unknown): string {
  const name = nameOf(error);
  const message = messageOf(error);
  if (name === 'NotAuthorizedException' && message === LOCKOUT_MESSAGE)
    return messagesByName.TooManyRequestsException!;
  return messagesByName[name] ?? (message || authMessages.loginFailed);
}

/** Errors that mean "nobody is signed in here": the session check ends in a local sign-out. */
export const isUnauthenticatedError = (error: unknown) =>
  ['UserUnAuthenticatedException', 'NotAuthorizedException'].includes(nameOf(error));

/**
 * A challenge answer that found no live sign-in session: the identity service's session ended
 * (NotAuthorizedException) or the browser no longer holds the pending state (SignInException).
 */
export const isExpiredSignInError = (error: unknown) =>
  ['NotAuthorizedException', 'SignInException'].includes(nameOf(error));

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}
