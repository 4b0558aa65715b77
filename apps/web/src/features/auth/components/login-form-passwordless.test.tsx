import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '@/test/auth';
import { renderWithProviders } from '@/test/render';
import { AuthContext } from '../context/auth-context';
import { LoginForm } from './login-form';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderForm() {
  const auth = fakeAuth();
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <LoginForm />
    </AuthContext.Provider>,
  );
  return { auth, email: screen.getByLabelText('Email') };
}

describe('LoginForm without a password', () => {
  it('signs in with a passkey or an e-mailed code once the e-mail is given', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const user = userEvent.setup();
    const { auth, email } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email first.');
    await user.type(email, 'asha');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(auth.loginWithoutPassword).not.toHaveBeenCalled();

    await user.type(email, '@demo.example');
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(auth.loginWithoutPassword).toHaveBeenLastCalledWith(
      'asha@demo.example',
      'passkey',
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(auth.loginWithoutPassword).toHaveBeenLastCalledWith(
      'asha@demo.example',
      'email-code',
      false,
    );
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('hides the passkey option where the browser cannot offer one', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    renderForm();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
  });
});
