import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useAuth } from '../../context/auth-context';
import { authMessages } from '../../lib/messages';
import { meetsPasswordPolicy } from '../../lib/password-policy';
import { ChallengeForm } from './challenge-form';
import { PasswordPolicyList } from './password-policy-list';

const attributeLabels: Record<string, string> = {
  name: 'Full name',
  given_name: 'First name',
  family_name: 'Last name',
  phone_number: 'Phone number',
};

/**
 * A first sign-in with a temporary password: the person chooses their own, shown against the
 * pool's policy and typed twice. Attributes the pool still needs are asked for too.
 */
export function NewPasswordForm({
  username,
  missingAttributes,
}: {
  username: string;
  missingAttributes: string[];
}) {
  const { confirmChallenge, clearError } = useAuth();
  const policyId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [attributes, setAttributes] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const edited = () => {
    setProblem(null);
    clearError();
  };

  const submit = () => {
    if (!meetsPasswordPolicy(password))
      return setProblem('The new password does not meet the requirements below.');
    if (password !== confirmation) return setProblem('The two passwords do not match.');
    if (missingAttributes.some((name) => !attributes[name]?.trim()))
      return setProblem(authMessages.fillAllFields);
    void confirmChallenge(
      password,
      missingAttributes.length > 0 ? { userAttributes: attributes } : undefined,
    );
  };

  return (
    <ChallengeForm
      label="Set a new password"
      submitLabel="Set password"
      onSubmit={submit}
      error={problem}
    >
      <Stack gap="sm">
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show new password' }}
          aria-describedby={policyId}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            edited();
          }}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show password confirmation' }}
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.currentTarget.value);
            edited();
          }}
        />
        {missingAttributes.map((name) => (
          <TextInput
            key={name}
            label={attributeLabels[name] ?? name}
            value={attributes[name] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setAttributes((current) => ({ ...current, [name]: value }));
              edited();
            }}
          />
        ))}
        <PasswordPolicyList password={password} id={policyId} />
      </Stack>
    </ChallengeForm>
  );
}
