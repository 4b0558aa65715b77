import { useCallback, useState } from 'react';
import { useAuth } from '../context/auth-context';
import { authMessages } from '../lib/messages';

/**
 * Logout with its own running flag and its label ('Log Out', 'Logging out...' while it runs), for
 * every control that offers it (button, menu item).
 */
export function useLogout() {
  const { logout } = useAuth();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const run = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      await logout();
    } finally {
      setIsLoggingOut(false);
    }
  }, [logout]);
  return {
    logout: run,
    isLoggingOut,
    label: isLoggingOut ? authMessages.loggingOut : authMessages.logOut,
  };
}
