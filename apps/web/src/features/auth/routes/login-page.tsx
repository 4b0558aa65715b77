import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { AuthCard } from '../components/auth-card';
import { ChallengeScreen } from '../components/challenge-screen';
import { LoginForm } from '../components/login-form';
import { useAuth } from '../context/auth-context';
import { clearDestination, savedDestination } from '../lib/redirect';

/** Signed in: on to the saved destination (read once, then forgotten), else home. */
function ToDestination() {
  const [destination] = useState(savedDestination);
  useEffect(() => clearDestination(), []);
  return <Navigate to={destination} replace />;
}

/** /login: the form or the challenge in progress; once signed in, on to where the person was going. */
export function LoginPage() {
  const { sessionChecked, isAuthenticated, isRoleReady, challenge } = useAuth();
  if (!sessionChecked) return <FullPageLoader />;
  if (isAuthenticated && isRoleReady) return <ToDestination />;
  if (challenge) return <ChallengeScreen challenge={challenge} />;
  return (
    <AuthCard heading="Welcome back!" subtitle="Great to see you, let's dive in!">
      <LoginForm />
    </AuthCard>
  );
}
