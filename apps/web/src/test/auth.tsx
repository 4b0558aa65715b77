import { vi } from 'vitest';
import type { AuthContextValue } from '@/features/auth';

/** An auth state for components under test: signed out and checked, with spy actions. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    isAuthenticated: false,
    isLoading: false,
    isRoleReady: false,
    error: null,
    sessionChecked: true,
    challenge: null,
    login: vi.fn(async () => {}),
    loginWithoutPassword: vi.fn(async () => {}),
    confirmChallenge: vi.fn(async () => {}),
    cancelChallenge: vi.fn(),
    logout: vi.fn(async () => {}),
    clearError: vi.fn(),
    refreshUser: vi.fn(async () => {}),
    ...overrides,
  };
}

export const signedInUser = {
  id: 'u1',
  email: 'asha@demo.example',
  name: 'Asha Rao',
  organizationId: '1',
  role: 'approver',
  department: null,
  phoneNumber: null,
  avatar: null,
  preferences: { notifications: true, temperatureUnit: 'celsius' as const },
};
