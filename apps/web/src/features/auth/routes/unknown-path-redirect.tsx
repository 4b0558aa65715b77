import { Navigate } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useAuth } from '../context/auth-context';

/** Any other path: home when signed in, else the login page (nothing is remembered). */
export function UnknownPathRedirect() {
  const { sessionChecked, isAuthenticated } = useAuth();
  if (!sessionChecked) return <FullPageLoader />;
  return <Navigate to={isAuthenticated ? '/' : '/login'} replace />;
}
