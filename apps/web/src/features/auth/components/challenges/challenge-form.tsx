import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useAuth } from '../../context/auth-context';
import { ErrorBox } from '../error-box';

/**
 * The frame of every challenge screen: its fields, the submit button (spinner and disabled while
 * the answer is checked), Cancel back to the login form, and the error box.
 */
export function ChallengeForm({
  label,
  submitLabel,
  onSubmit,
  error,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  onSubmit(): void;
  /** A problem found by the screen itself; the service's errors come from the auth state. */
  error?: string | null;
  children: ReactNode;
}) {
  const auth = useAuth();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <Group justify="space-between">
          <Button variant="subtle" type="button" onClick={auth.cancelChallenge}>
            Cancel
          </Button>
          <Button type="submit" loading={auth.isLoading}>
            {submitLabel}
          </Button>
        </Group>
        <ErrorBox message={error ?? auth.error} />
      </Stack>
    </form>
  );
}
