import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth';

// Loaded once someone is signed in: the login screen never needs it (nor zod, see decision 011).
const Sync = lazy(() => import('./components/branding-sync'));

/** Place inside AuthRoot: keeps the branding in step with the signed-in organisation. */
export function BrandingSync() {
  const orgId = useAuth().user?.organizationId;
  if (!orgId) return null;
  return (
    <Suspense fallback={null}>
      <Sync orgId={orgId} />
    </Suspense>
  );
}
