import { act } from '@testing-library/react';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage } from 'aws-amplify/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  amplify,
  metaAnswers,
  noSession,
  renderAuth,
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

describe('the session check at start-up', () => {
  it('forces a refresh when there is no ID token, and without one nobody is signed in', async () => {
    const { result } = await renderChecked();
    expect(amplify.fetchAuthSession).toHaveBeenNthCalledWith(1);
    expect(amplify.fetchAuthSession).toHaveBeenNthCalledWith(2, { forceRefresh: true });
    expect(result.current).toMatchObject({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      isRoleReady: false,
      error: null,
    });
    expect(amplify.getCurrentUser).not.toHaveBeenCalled();
  });

  it('builds the user from attributes and metadata and marks the role ready', async () => {
    amplify.fetchAuthSession.mockResolvedValue(session);
    signedInAfterSignIn();
    const { result } = await renderChecked();
    expect(amplify.fetchAuthSession).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({
      isAuthenticated: true,
      isRoleReady: true,
      user: { id: 'u1', name: 'Asha Rao', organizationId: '1', role: 'approver' },
    });
    expect(JSON.parse(localStorage.getItem('userMeta') ?? 'null')).toMatchObject({ orgId: 1 });
  });

  it('builds the user from the attributes alone when the metadata is 404', async () => {
    amplify.fetchAuthSession.mockResolvedValue(session);
    signedInAfterSignIn();
    metaAnswers(404, { success: false, error: 'User not found' });
    const { result } = await renderChecked();
    expect(result.current.user).toMatchObject({ organizationId: '9', role: 'viewer' });
  });

  it('logs a warning and goes on without metadata when its fetch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    amplify.fetchAuthSession.mockResolvedValue(session);
    signedInAfterSignIn();
    metaAnswers(500, { success: false, error: 'Database unavailable' });
    const { result } = await renderChecked();
    expect(result.current.user).toMatchObject({ organizationId: '9', role: 'viewer' });
    expect(result.current.isAuthenticated).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      'Could not load the user metadata; continuing without it',
      expect.objectContaining({ message: 'Database unavailable' }),
    );
  });

  it('signs out locally when the identity service says the session is not valid', async () => {
    amplify.fetchAuthSession.mockResolvedValue(session);
    amplify.getCurrentUser.mockRejectedValue(
      Object.assign(new Error('Access Token has been revoked'), { name: 'NotAuthorizedException' }),
    );
    const { result } = await renderChecked();
    expect(amplify.signOut).toHaveBeenCalledWith();
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
  });

  it("gives up after 5 s with 'Authentication timeout'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    amplify.fetchAuthSession.mockReturnValue(new Promise(() => {}));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderAuth();
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(result.current.sessionChecked).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({
      sessionChecked: true,
      isLoading: false,
      user: null,
      error: 'Authentication timeout',
    });
  });

  it('resumes a challenge left by a reload, while it is fresh', async () => {
    sessionStorage.setItem(
      'pendingSignIn',
      JSON.stringify({
        username: 'asha@demo.example',
        rememberMe: true,
        challenge: { kind: 'totp-code' },
        expiresAt: Date.now() + 60_000,
      }),
    );
    const { result } = await renderChecked();
    expect(result.current.challenge).toMatchObject({
      kind: 'totp-code',
      username: 'asha@demo.example',
    });
    expect(cognitoUserPoolsTokenProvider.setKeyValueStorage).toHaveBeenLastCalledWith(
      defaultStorage,
    );
  });
});
