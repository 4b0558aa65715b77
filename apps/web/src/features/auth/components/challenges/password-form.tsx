import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../context/auth-context';
import { ChallengeForm } from './challenge-form';

/** The password, after the person chose it as their first factor. */
export function PasswordForm() {
  const { confirmChallenge, clearError } = useAuth();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (password === '') return setProblem('Enter your password.');
    void confirmChallenge(password);
  };

  return (
    <ChallengeForm
      label="Enter your password"
      submitLabel="Log In"
      onSubmit={submit}
      error={problem}
    >
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setProblem(null);
          clearError();
        }}
      />
    </ChallengeForm>
  );
}
