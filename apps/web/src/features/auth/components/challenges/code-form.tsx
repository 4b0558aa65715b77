import { TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useAuth } from '../../context/auth-context';
import { ChallengeForm } from './challenge-form';

const CODE = /^\d{6,8}$/;

/** One field for a one-time code (authenticator app or e-mail), checked for digits first. */
export function CodeForm({
  label,
  description,
  submitLabel = 'Verify',
  children,
}: {
  label: string;
  description?: ReactNode;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const { confirmChallenge, clearError } = useAuth();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const digits = code.replace(/\s/g, '');
    if (!CODE.test(digits)) return setProblem('Enter the code: 6 to 8 digits.');
    void confirmChallenge(digits);
  };

  return (
    <ChallengeForm
      label="Verify with a code"
      submitLabel={submitLabel}
      onSubmit={submit}
      error={problem}
    >
      {children}
      <TextInput
        label={label}
        description={description}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={10}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setProblem(null);
          clearError();
        }}
      />
    </ChallengeForm>
  );
}
