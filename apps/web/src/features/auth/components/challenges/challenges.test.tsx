import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '@/test/auth';
import { renderWithProviders } from '@/test/render';
import { AuthContext, type AuthContextValue } from '../../context/auth-context';
import { CodeForm } from './code-form';
import { EmailSetupForm } from './email-setup-form';
import { MfaChoice } from './mfa-choice';
import { NewPasswordForm } from './new-password-form';

function renderWith(ui: ReactElement, auth: AuthContextValue = fakeAuth()) {
  renderWithProviders(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>);
  return auth;
}

describe('NewPasswordForm', () => {
  it('checks the policy and the confirmation before answering', async () => {
    const user = userEvent.setup();
    const auth = renderWith(<NewPasswordForm username="new@demo.example" missingAttributes={[]} />);
    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm new password');
    const submit = screen.getByRole('button', { name: 'Set password' });

    await user.type(password, 'short1!');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The new password does not meet the requirements below.',
    );
    expect(screen.getByText('At least 8 characters').parentElement).toHaveTextContent(
      '(not met yet)',
    );

    await user.clear(password);
    await user.type(password, 'Mine@12345');
    await user.type(confirmation, 'Mine@1234');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords do not match.');
    expect(auth.confirmChallenge).not.toHaveBeenCalled();

    await user.type(confirmation, '5');
    await user.click(submit);
    expect(auth.confirmChallenge).toHaveBeenCalledWith('Mine@12345', undefined);
  });

  it('asks for the attributes the pool still needs and sends them along', async () => {
    const user = userEvent.setup();
    const auth = renderWith(
      <NewPasswordForm username="new@demo.example" missingAttributes={['name']} />,
    );
    await user.type(screen.getByLabelText('New password'), 'Mine@12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'Mine@12345');
    await user.type(screen.getByLabelText('Full name'), 'Neha Kapoor');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(auth.confirmChallenge).toHaveBeenCalledWith('Mine@12345', {
      userAttributes: { name: 'Neha Kapoor' },
    });
  });
});

describe('CodeForm', () => {
  it('wants digits, then answers with them; Cancel goes back to the form', async () => {
    const user = userEvent.setup();
    const auth = renderWith(<CodeForm label="Code from your authenticator app" />);
    const code = screen.getByLabelText('Code from your authenticator app');
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the code: 6 to 8 digits.');
    await user.clear(code);
    await user.type(code, '123 456{Enter}');
    expect(auth.confirmChallenge).toHaveBeenCalledWith('123456');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(auth.cancelChallenge).toHaveBeenCalled();
  });

  it("shows the service's error for a wrong code", () => {
    renderWith(
      <CodeForm label="Code from the e-mail" />,
      fakeAuth({ error: 'Invalid code received for user' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid code received for user');
  });
});

describe('MfaChoice', () => {
  it('answers with the chosen type', async () => {
    const user = userEvent.setup();
    const auth = renderWith(<MfaChoice options={['TOTP', 'EMAIL']} purpose="sign-in" />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one of the options.');
    await user.click(screen.getByRole('radio', { name: /E-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(auth.confirmChallenge).toHaveBeenCalledWith('EMAIL');
  });
});

describe('EmailSetupForm', () => {
  it('offers the sign-in address and checks what is typed', async () => {
    const user = userEvent.setup();
    const auth = renderWith(<EmailSetupForm defaultEmail="asha@demo.example" />);
    const email = screen.getByLabelText('E-mail address for codes');
    expect(email).toHaveValue('asha@demo.example');
    await user.clear(email);
    await user.type(email, 'asha');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.type(email, '@mail.example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(auth.confirmChallenge).toHaveBeenCalledWith('asha@mail.example');
  });
});
