import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import * as amplifyAuth from 'aws-amplify/auth';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

/**
 * What the provider's tests share. Each test file mocks 'aws-amplify/auth' and
 * 'aws-amplify/auth/cognito' itself (vi.mock is hoisted per file); these helpers drive them.
 */
export const amplify = vi.mocked(amplifyAuth);
export const noSession = { tokens: undefined } as amplifyAuth.AuthSession;
export const session = {
  tokens: { idToken: { toString: () => 'id-token' } },
} as amplifyAuth.AuthSession;
const attributes = {
  sub: 'u1',
  email: 'asha@demo.example',
  name: 'Asha Rao',
  'custom:orgId': '9',
  'custom:role': 'viewer',
};
const meta = {
  userId: 'u1',
  email: 'asha@demo.example',
  name: 'Asha Rao',
  orgId: 1,
  organizationId: '1',
  groups: ['approver'],
  role: 'approver',
  avatar: null,
  department: null,
  phoneNumber: null,
  preferences: { notifications: true, temperatureUnit: 'celsius' },
};

/** The API's answer to GET /api/user/{email}. */
export function metaAnswers(status: number, body: unknown = { success: true, data: meta }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderAuth() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useAuth(), { wrapper }) };
}

export async function renderChecked() {
  const rendered = renderAuth();
  await waitFor(() => expect(rendered.result.current.sessionChecked).toBe(true));
  return rendered;
}

export function signedInAfterSignIn() {
  amplify.getCurrentUser.mockResolvedValue({ userId: 'u1', username: 'u1' });
  amplify.fetchUserAttributes.mockResolvedValue(attributes);
  metaAnswers(200);
}

/** Resets what every test changed. */
export function resetAuthTest() {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
}
