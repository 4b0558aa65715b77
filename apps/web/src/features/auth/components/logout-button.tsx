import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../hooks/use-logout';

/** 'Log Out'; while signing out it reads 'Logging out...' and is disabled (spec section 4). */
export function LogoutButton(props: ButtonProps) {
  const { logout, isLoggingOut, label } = useLogout();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} />}
      {...props}
      disabled={isLoggingOut}
      onClick={() => void logout()}
    >
      {label}
    </Button>
  );
}
