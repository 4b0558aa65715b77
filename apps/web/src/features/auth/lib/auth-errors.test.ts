import { describe, expect, it } from 'vitest';
import { isExpiredSignInError, isUnauthenticatedError, loginErrorMessage } from './auth-errors';

const error = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('loginErrorMessage', () => {
  it.each([
    ['NotAuthorizedException', 'Invalid email or password.'],
    ['UserNotFoundException', 'User not found. Please check your email.'],
    ['UserNotConfirmedException', 'Please confirm your email address first.'],
    ['PasswordResetRequiredException', 'Password reset required. Please reset your password.'],
    ['TooManyRequestsException', 'Too many failed attempts. Please try again later.'],
    ['NetworkError', 'Network error. Please check your internet connection.'],
    ['InvalidParameterException', 'Invalid configuration. Please check your setup.'],
  ])('maps %s to the spec message', (name, message) => {
    expect(loginErrorMessage(error(name, 'Incorrect username or password.'))).toBe(message);
  });

  it("treats Cognito's lockout as too many failed attempts", () => {
    expect(loginErrorMessage(error('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      'Too many failed attempts. Please try again later.',
    );
  });

  it("shows any other error's own message, else the generic one", () => {
    expect(
      loginErrorMessage(
        error('UserAlreadyAuthenticatedException', 'There is already a signed in user.'),
      ),
    ).toBe('There is already a signed in user.');
    expect(loginErrorMessage(error('InvalidPasswordException', 'Password not long enough'))).toBe(
      'Password not long enough',
    );
    expect(loginErrorMessage(error('SomethingElse', '  '))).toBe('Login failed. Please try again.');
    expect(loginErrorMessage('nope')).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(undefined)).toBe('Login failed. Please try again.');
  });
});

describe('error kinds', () => {
  it('knows when nobody is signed in', () => {
    expect(isUnauthenticatedError(error('UserUnAuthenticatedException'))).toBe(true);
    expect(isUnauthenticatedError(error('NotAuthorizedException'))).toBe(true);
    expect(isUnauthenticatedError(error('NetworkError'))).toBe(false);
  });

  it('knows when a challenge answer found no live sign-in', () => {
    expect(isExpiredSignInError(error('NotAuthorizedException'))).toBe(true);
    expect(isExpiredSignInError(error('SignInException'))).toBe(true);
    expect(isExpiredSignInError(error('CodeMismatchException'))).toBe(false);
  });
});

describe('passkey failures', () => {
  const failure = (name: string, message = '') => Object.assign(new Error(message), { name });
  it.each([
    ['PasskeyNotSupported', 'This device or browser cannot use passkeys. Sign in another way.'],
    [
      'PasskeyAuthenticationCanceled',
      'The passkey request was cancelled. Try again when you are ready.',
    ],
    ['PasskeyOperationAborted', 'The passkey request was interrupted. Please try again.'],
    [
      'RelyingPartyMismatch',
      'This passkey belongs to another address of the console. Open the console at its usual address.',
    ],
  ])('says %s in plain words', (name, text) => {
    expect(loginErrorMessage(failure(name))).toBe(text);
  });

  it('explains a refused passkey and a second WEB_AUTHN challenge', () => {
    expect(
      loginErrorMessage(
        failure('NotAuthorizedException', 'The passkey could not be verified for the user.'),
      ),
    ).toBe('This passkey could not be verified. Try again or sign in another way.');
    expect(
      loginErrorMessage(
        failure(
          'SignInException',
          'Sequential WEB_AUTHN challenges returned from underlying service cannot be handled.',
        ),
      ),
    ).toBe('Authentication flow incomplete. Please contact support.');
  });
});
