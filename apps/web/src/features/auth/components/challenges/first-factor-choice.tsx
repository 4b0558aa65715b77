import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../context/auth-context';
import type { FirstFactor } from '../../lib/sign-in-steps';
import { ChallengeForm } from './challenge-form';

const labels: Record<FirstFactor, { label: string; description: string }> = {
  PASSWORD_SRP: { label: 'Password', description: 'The password of your account' },
  PASSWORD: { label: 'Password', description: 'The password of your account' },
  WEB_AUTHN: {
    label: 'Passkey',
    description: 'Your fingerprint, face, screen lock or security key',
  },
  EMAIL_OTP: { label: 'Code by e-mail', description: 'A code sent to your e-mail address' },
};

/** The first-factor selection: how the person signs in this time. */
export function FirstFactorChoice({ options }: { options: FirstFactor[] }) {
  const { confirmChallenge, clearError } = useAuth();
  const [choice, setChoice] = useState<FirstFactor | null>(
    options.length === 1 ? options[0]! : null,
  );
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (!choice) return setProblem('Choose one of the options.');
    void confirmChallenge(choice);
  };

  return (
    <ChallengeForm label="Sign in with" submitLabel="Continue" onSubmit={submit} error={problem}>
      <Radio.Group
        label="Sign in with"
        value={choice}
        onChange={(value) => {
          setChoice(value as FirstFactor);
          setProblem(null);
          clearError();
        }}
      >
        <Stack gap="sm" mt="xs">
          {options.map((factor) => (
            <Radio
              key={factor}
              value={factor}
              label={labels[factor].label}
              description={labels[factor].description}
            />
          ))}
        </Stack>
      </Radio.Group>
    </ChallengeForm>
  );
}
