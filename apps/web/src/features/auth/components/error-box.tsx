import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red box under the login form and the challenge screens. */
export function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
      {message}
    </Alert>
  );
}
