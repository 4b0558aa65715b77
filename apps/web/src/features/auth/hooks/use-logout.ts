import { useCallback, useState } from 'react';
import { useAuth } from '../context/auth-context';

/** Logout with its own running flag, for every control that offers it (button, menu item). */
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
  return { logout: run, isLoggingOut };
}
