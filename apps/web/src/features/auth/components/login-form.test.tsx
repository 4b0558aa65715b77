import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuth } from '@/test/auth';
import { renderWithProviders } from '@/test/render';
import { AuthContext, type AuthContextValue } from '../context/auth-context';
import { LoginForm } from './login-form';

afterEach(() => localStorage.clear());

function renderForm(auth: AuthContextValue = fakeAuth()) {
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <LoginForm />
    </AuthContext.Provider>,
  );
  return {
    auth,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log In' }),
  };
}

describe('LoginForm', () => {
  it('shows the checks in order in a red alert, and signs in only when they pass', async () => {
    const user = userEvent.setup();
    const { auth, email, password, submit } = renderForm();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');

    await user.type(email, 'asha');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(password, '123');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');

    await user.type(email, '@demo.example');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    expect(auth.login).not.toHaveBeenCalled();

    await user.type(password, '456{Enter}');
    expect(auth.login).toHaveBeenCalledWith('asha@demo.example', '123456', false);
  });

  it('passes the Remember me choice, which starts from the stored flag', async () => {
    localStorage.setItem('rememberMe', 'true');
    const user = userEvent.setup();
    const { auth, email, password, submit } = renderForm();
    const remember = screen.getByLabelText('Remember me');
    expect(remember).toBeChecked();
    await user.click(remember);
    await user.type(email, ' asha@demo.example ');
    await user.type(password, 'Demo@12345');
    await user.click(submit);
    expect(auth.login).toHaveBeenCalledWith('asha@demo.example', 'Demo@12345', false);
  });

  it("shows the provider's error and clears it when a field changes", async () => {
    const user = userEvent.setup();
    const { auth, email } = renderForm(fakeAuth({ error: 'Invalid email or password.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.');
    await user.type(email, 'a');
    expect(auth.clearError).toHaveBeenCalled();
  });

  it('disables Log In while signing in', () => {
    const { submit } = renderForm(fakeAuth({ isLoading: true }));
    expect(submit).toBeDisabled();
  });

  it('shows and hides the password with a named, focusable toggle', async () => {
    const user = userEvent.setup();
    const { password } = renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('tabindex', '0');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('answers Forgot your password? with the message only', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password reset functionality will be implemented soon. Please contact your administrator for assistance.',
    );
  });
});
