import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useAuth } from '../context/auth-context';
import { saveDestination } from '../lib/redirect';

/**
 * The layout route around every protected page. Until the session check is done it waits;
 * then, without a signed-in person whose role is ready, it remembers the path and query as the
 * post-login destination and goes to /login.
 */
export function RequireAuth() {
  const { sessionChecked, isAuthenticated, isRoleReady } = useAuth();
  const location = useLocation();
  if (!sessionChecked) return <FullPageLoader />;
  if (!isAuthenticated || !isRoleReady) {
    // Idempotent, so it is safe during render; the effect of <Navigate> follows.
    saveDestination(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
