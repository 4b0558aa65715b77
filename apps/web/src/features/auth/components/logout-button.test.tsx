import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '@/test/auth';
import { renderWithProviders } from '@/test/render';
import { AuthContext } from '../context/auth-context';
import { LogoutButton } from './logout-button';

describe('LogoutButton', () => {
  it("reads 'Logging out...' and is disabled while signing out, then is back", async () => {
    let finish!: () => void;
    const auth = fakeAuth({
      logout: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <AuthContext.Provider value={auth}>
        <LogoutButton />
      </AuthContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeEnabled();
  });
});
