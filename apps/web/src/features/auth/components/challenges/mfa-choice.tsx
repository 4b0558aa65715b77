import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../context/auth-context';
import type { MfaType } from '../../lib/sign-in-steps';
import { ChallengeForm } from './challenge-form';

const labels: Record<MfaType, { label: string; description: string }> = {
  TOTP: {
    label: 'Authenticator app',
    description: 'A code from an app such as Google Authenticator',
  },
  EMAIL: { label: 'E-mail', description: 'A code sent to your e-mail address' },
};

/** Choosing the second factor: to sign in with now, or to set up. */
export function MfaChoice({
  options,
  purpose,
}: {
  options: MfaType[];
  purpose: 'sign-in' | 'setup';
}) {
  const { confirmChallenge, clearError } = useAuth();
  const [choice, setChoice] = useState<MfaType | null>(options.length === 1 ? options[0]! : null);
  const [problem, setProblem] = useState<string | null>(null);
  const legend = purpose === 'setup' ? 'Set up verification with' : 'Verify with';

  const submit = () => {
    if (!choice) return setProblem('Choose one of the options.');
    void confirmChallenge(choice);
  };

  return (
    <ChallengeForm label={legend} submitLabel="Continue" onSubmit={submit} error={problem}>
      <Radio.Group
        label={legend}
        value={choice}
        onChange={(value) => {
          setChoice(value as MfaType);
          setProblem(null);
          clearError();
        }}
      >
        <Stack gap="sm" mt="xs">
          {options.map((type) => (
            <Radio
              key={type}
              value={type}
              label={labels[type].label}
              description={labels[type].description}
            />
          ))}
        </Stack>
      </Radio.Group>
    </ChallengeForm>
  );
}
