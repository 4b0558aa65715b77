import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../context/auth-context';
import { isEmailAddress, validateLoginForm } from '../lib/login-validation';
import { canUsePasskeys } from '../lib/passkey-support';
import { authMessages } from '../lib/messages';
import { readRememberMe } from '../lib/remember-me';
import { ErrorBox } from './error-box';

/** Passwordless sign-in needs only the e-mail address: filled in and e-mail-shaped. */
function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Enter your email first.';
  if (!isEmailAddress(email)) return authMessages.invalidEmail;
  return null;
}

/**
 * E-mail, password (with a show/hide toggle), Remember me and Log In; then the ways in without
 * a password: a passkey (only where this browser can offer one) and a code by e-mail. The form's
 * own checks run first, in the spec's order; editing any field clears the error shown.
 */
export function LoginForm() {
  const { login, loginWithoutPassword, isLoading, error, clearError } = useAuth();
  const [passkeys] = useState(canUsePasskeys);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(readRememberMe);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [showForgot, setShowForgot] = useState(false);

  const edited = () => {
    setFormError(null);
    clearError();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLoginForm(email, password);
    if (problem) {
      clearError();
      setFormError(problem);
      return;
    }
    void login(email.trim(), password, rememberMe);
  };

  const withoutPassword = (method: 'passkey' | 'email-code') => {
    const problem = emailProblem(email);
    if (problem) {
      clearError();
      setFormError(problem);
      return;
    }
    void loginWithoutPassword(email.trim(), method, rememberMe);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            edited();
          }}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            edited();
          }}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox
            label="Remember me"
            checked={rememberMe}
            onChange={(event) => {
              setRememberMe(event.currentTarget.checked);
              edited();
            }}
          />
          <Anchor component="button" type="button" size="sm" onClick={() => setShowForgot(true)}>
            Forgot your password?
          </Anchor>
        </Group>
        {showForgot ? (
          <Alert color="blue" variant="light" role="status">
            {authMessages.forgotPassword}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={isLoading}>
          Log In
        </Button>
        <Divider label="or" labelPosition="center" />
        {passkeys ? (
          <Button
            variant="default"
            fullWidth
            disabled={isLoading}
            onClick={() => withoutPassword('passkey')}
          >
            Sign in with a passkey
          </Button>
        ) : null}
        <Button
          variant="default"
          fullWidth
          disabled={isLoading}
          onClick={() => withoutPassword('email-code')}
        >
          Email me a code
        </Button>
        <ErrorBox message={formError ?? error} />
      </Stack>
    </form>
  );
}
