import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../context/auth-context';
import { isEmailAddress } from '../../lib/login-validation';
import { authMessages } from '../../lib/messages';
import { ChallengeForm } from './challenge-form';

/** E-mail MFA setup: the address codes go to, by default the one the person signs in with. */
export function EmailSetupForm({ defaultEmail }: { defaultEmail: string }) {
  const { confirmChallenge, clearError } = useAuth();
  const [email, setEmail] = useState(defaultEmail.includes('@') ? defaultEmail : '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (email.trim() === '') return setProblem(authMessages.fillAllFields);
    if (!isEmailAddress(email)) return setProblem(authMessages.invalidEmail);
    void confirmChallenge(email.trim());
  };

  return (
    <ChallengeForm
      label="Set up e-mail verification"
      submitLabel="Send code"
      onSubmit={submit}
      error={problem}
    >
      <TextInput
        label="E-mail address for codes"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setProblem(null);
          clearError();
        }}
      />
    </ChallengeForm>
  );
}
