import { act, waitFor } from '@testing-library/react';
import type * as amplifyAuth from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage as amplifySessionStorage } from 'aws-amplify/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  amplify,
  noSession,
  renderChecked,
  resetAuthTest,
  session,
  signedInAfterSignIn,
} from './provider-fixtures';

// Amplify is the boundary here: these tests drive the provider's own decisions through it.
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(),
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(),
  getCurrentUser: vi.fn(),
  fetchUserAttributes: vi.fn(),
}));
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { setKeyValueStorage: vi.fn() },
}));

beforeEach(() => {
  amplify.fetchAuthSession.mockResolvedValue(noSession);
  amplify.signOut.mockResolvedValue();
});

afterEach(resetAuthTest);

describe('login', () => {
  it('requires both fields itself', async () => {
    const { result } = await renderChecked();
    await act(() => result.current.login('asha@demo.example', '', false));
    expect(result.current.error).toBe('Email and password are required');
    expect(amplify.signIn).not.toHaveBeenCalled();
  });

  it('chooses the token storage before signing in, and stores the flag only when checked', async () => {
    signedInAfterSignIn();
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { result } = await renderChecked();
    await act(() => result.current.login('asha@demo.example', 'Demo@12345', false));
    // Amplify's default flow (SRP): no flow named.
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: 'asha@demo.example',
      password: 'Demo@12345',
    });
    expect(cognitoUserPoolsTokenProvider.setKeyValueStorage).toHaveBeenLastCalledWith(
      amplifySessionStorage,
    );
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(result.current).toMatchObject({ isAuthenticated: true, isRoleReady: true });
    expect(result.current.user?.role).toBe('approver');

    await act(() => result.current.logout());
    await act(() => result.current.login('asha@demo.example', 'Demo@12345', true));
    expect(cognitoUserPoolsTokenProvider.setKeyValueStorage).toHaveBeenLastCalledWith(
      defaultStorage,
    );
    expect(localStorage.getItem('rememberMe')).toBe('true');
  });

  it('shows the spec message for a refused password', async () => {
    amplify.signIn.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), {
        name: 'NotAuthorizedException',
      }),
    );
    const { result } = await renderChecked();
    await act(() => result.current.login('asha@demo.example', 'Wrong@12345', false));
    expect(result.current).toMatchObject({
      error: 'Invalid email or password.',
      isLoading: false,
      isAuthenticated: false,
    });
  });

  it("gives up after 10 s with 'Login timeout - please try again'", async () => {
    const { result } = await renderChecked();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    amplify.signIn.mockReturnValue(new Promise(() => {}));
    let login!: Promise<void>;
    act(() => {
      login = result.current.login('asha@demo.example', 'Demo@12345', false);
    });
    expect(result.current.isLoading).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
      await login;
    });
    expect(result.current).toMatchObject({
      error: 'Login timeout - please try again',
      isLoading: false,
    });
  });

  it('walks through a new-password challenge and keeps it across a reload', async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
    });
    const { result } = await renderChecked();
    await act(() => result.current.login('new@demo.example', 'Temp@12345', false));
    expect(result.current.challenge).toMatchObject({ kind: 'new-password' });
    expect(JSON.parse(sessionStorage.getItem('pendingSignIn') ?? '{}')).toMatchObject({
      username: 'new@demo.example',
      challenge: { kind: 'new-password' },
    });

    signedInAfterSignIn();
    amplify.confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await act(() => result.current.confirmChallenge('Mine@12345'));
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({
      challengeResponse: 'Mine@12345',
      options: undefined,
    });
    expect(result.current).toMatchObject({ isAuthenticated: true, challenge: null });
    expect(sessionStorage.getItem('pendingSignIn')).toBeNull();
  });

  it('goes back to the form when a challenge answer finds the sign-in expired', async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });
    amplify.confirmSignIn.mockRejectedValue(
      Object.assign(new Error('Invalid session for the user, session is expired.'), {
        name: 'NotAuthorizedException',
      }),
    );
    const { result } = await renderChecked();
    await act(() => result.current.login('asha@demo.example', 'Demo@12345', false));
    await act(() => result.current.confirmChallenge('123456'));
    expect(result.current).toMatchObject({
      challenge: null,
      error: 'Your sign-in took too long. Please sign in again.',
    });
  });

  it('moves from one challenge to the next: MFA setup choice, then TOTP setup', async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
        allowedMFATypes: ['TOTP', 'EMAIL'],
      },
    });
    amplify.confirmSignIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'JBSWY3DPEHPK3PXP',
          getSetupUri: (app: string, account?: string) =>
            new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
        },
      },
    });
    const { result } = await renderChecked();
    await act(() => result.current.login('asha@demo.example', 'Demo@12345', true));
    expect(result.current.challenge).toMatchObject({ kind: 'mfa-setup-selection' });
    await act(() => result.current.confirmChallenge('TOTP'));
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({
      challengeResponse: 'TOTP',
      options: undefined,
    });
    expect(result.current.challenge).toEqual({
      kind: 'totp-setup',
      secret: 'JBSWY3DPEHPK3PXP',
      setupUri: 'otpauth://totp/Console:asha@demo.example?secret=JBSWY3DPEHPK3PXP&issuer=Console',
      username: 'asha@demo.example',
      rememberMe: true,
      expiresAt: expect.any(Number),
    });
    // The secret is never stored: a reload here goes back to the form.
    expect(sessionStorage.getItem('pendingSignIn')).toBeNull();
  });

  it('keeps the challenge and shows the message for a wrong code', async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });
    amplify.confirmSignIn.mockRejectedValue(
      Object.assign(new Error('Invalid code received for user'), { name: 'CodeMismatchException' }),
    );
    const { result } = await renderChecked();
    await act(() => result.current.login('asha@demo.example', 'Demo@12345', false));
    await act(() => result.current.confirmChallenge('000000'));
    expect(result.current.challenge).toMatchObject({ kind: 'totp-code' });
    expect(result.current.error).toBe('Invalid code received for user');
  });

  it('explains a step the product cannot complete instead of crashing', async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' },
    } as amplifyAuth.SignInOutput);
    const { result } = await renderChecked();
    await act(() => result.current.login('asha@demo.example', 'Demo@12345', false));
    expect(result.current).toMatchObject({
      challenge: null,
      error: 'Authentication flow incomplete. Please contact support.',
    });
  });

  it('refuses while someone is already signed in', async () => {
    amplify.signIn.mockRejectedValue(
      Object.assign(new Error('There is already a signed in user.'), {
        name: 'UserAlreadyAuthenticatedException',
      }),
    );
    const { result } = await renderChecked();
    await act(() => result.current.login('asha@demo.example', 'Demo@12345', false));
    expect(result.current.error).toBe('There is already a signed in user.');
  });
});

describe('logout', () => {
  it('clears everything locally even when the sign-out call fails, and resets all data', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    amplify.fetchAuthSession.mockResolvedValue(session);
    signedInAfterSignIn();
    const { result, queryClient } = await renderChecked();
    queryClient.setQueryData(['locations', 'list', {}], []);
    localStorage.setItem('rememberMe', 'true');
    localStorage.setItem('CognitoIdentityServiceProvider.c.u1.idToken', 'x');
    sessionStorage.setItem('CognitoIdentityServiceProvider.c.u1.idToken', 'x');
    amplify.signOut.mockRejectedValue(new Error('offline'));

    await act(() => result.current.logout());
    expect(amplify.signOut).toHaveBeenCalledWith();
    expect(error).toHaveBeenCalled();
    expect(result.current).toMatchObject({
      user: null,
      isAuthenticated: false,
      isRoleReady: false,
    });
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toEqual([]));
  });
});

describe('sign-in without a password', () => {
  it('asks Amplify for USER_AUTH with the passkey or the e-mailed code as preferred challenge', async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
        codeDeliveryDetails: { destination: 'a***@d***' },
      },
    });
    const { result } = await renderChecked();
    await act(() => result.current.loginWithoutPassword('asha@demo.example', 'email-code', false));
    expect(amplify.signIn).toHaveBeenLastCalledWith({
      username: 'asha@demo.example',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' },
    });
    expect(result.current.challenge).toMatchObject({
      kind: 'email-code',
      destination: 'a***@d***',
    });

    result.current.cancelChallenge();
    signedInAfterSignIn();
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await act(() => result.current.loginWithoutPassword('asha@demo.example', 'passkey', false));
    expect(amplify.signIn).toHaveBeenLastCalledWith({
      username: 'asha@demo.example',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
    });
    expect(result.current.isAuthenticated).toBe(true);
  });

  it('shows passkey failures in plain words', async () => {
    amplify.signIn.mockRejectedValue(
      Object.assign(new Error('Passkey authentication ceremony has been canceled.'), {
        name: 'PasskeyAuthenticationCanceled',
      }),
    );
    const { result } = await renderChecked();
    await act(() => result.current.loginWithoutPassword('asha@demo.example', 'passkey', false));
    expect(result.current.error).toBe(
      'The passkey request was cancelled. Try again when you are ready.',
    );
  });

  it('offers the first factors the person has, then answers the one chosen', async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
        availableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP'],
      },
    });
    amplify.confirmSignIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' },
    });
    const { result } = await renderChecked();
    await act(() => result.current.loginWithoutPassword('asha@demo.example', 'passkey', false));
    expect(result.current.challenge).toMatchObject({
      kind: 'first-factor-selection',
      options: ['PASSWORD_SRP', 'EMAIL_OTP'],
    });
    await act(() => result.current.confirmChallenge('PASSWORD_SRP'));
    expect(amplify.confirmSignIn).toHaveBeenLastCalledWith({
      challengeResponse: 'PASSWORD_SRP',
      options: undefined,
    });
    expect(result.current.challenge).toMatchObject({ kind: 'password' });
  });
});
