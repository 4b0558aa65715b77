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

/**
 * Passkey failures (the spec's error catalogue: an unsupported device, a cancelled ceremony, an
 * aborted operation, a relying-party mismatch), by Amplify's and Cognito's error names.
 */
const passkeyMessages: Record<string, string> = {
  PasskeyNotSupported: 'This device or browser cannot use passkeys. Sign in another way.',
  PasskeyAuthenticationCanceled: 'The passkey request was cancelled. Try again when you are ready.',
  PasskeyRegistrationCanceled: 'Adding the passkey was cancelled.',
  PasskeyOperationAborted: 'The passkey request was interrupted. Please try again.',
  RelyingPartyMismatch:
    'This passkey belongs to another address of the console. Open the console at its usual address.',
  WebAuthnRelyingPartyMismatchException:
    'This passkey belongs to another address of the console. Open the console at its usual address.',
  WebAuthnOriginNotAllowedException:
    'Passkeys cannot be used at this address. Open the console at its usual address.',
  PasskeyRetrievalFailed: 'Your device could not use a passkey. Try again or sign in another way.',
  PasskeyRegistrationFailed: 'Your device could not create a passkey. Please try again.',
  PasskeyAlreadyExists: 'This device already has a passkey for your account.',
  InvalidPasskeyAuthenticationOptions: 'Passkey sign-in is not available. Sign in another way.',
  InvalidPasskeyRegistrationOptions: 'Passkeys cannot be added right now. Please try again later.',
  WebAuthnChallengeNotFoundException: 'The passkey request expired. Please try again.',
  LimitExceededException: 'You have reached the limit of 20 passkeys. Remove one first.',
};

/** Cognito's refusal of a passkey whose signature it could not accept. */
const PASSKEY_REFUSED = 'The passkey could not be verified for the user.';

/** Amplify's answer to a second WEB_AUTHN challenge in a row ("unhandled" in the spec). */
const SEQUENTIAL_WEB_AUTHN = /Sequential WEB_AUTHN challenges/i;

/** The plain words for a passkey failure, or null when the error is no passkey failure. */
export function passkeyErrorMessage(error: unknown): string | null {
  const name = nameOf(error);
  const message = messageOf(error);
  if (name === 'NotAuthorizedException' && message === PASSKEY_REFUSED)
    return 'This passkey could not be verified. Try again or sign in another way.';
  if (SEQUENTIAL_WEB_AUTHN.test(message)) return authMessages.flowIncomplete;
  return passkeyMessages[name] ?? null;
}

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
  const passkey = passkeyErrorMessage(error);
  if (passkey) return passkey;
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
