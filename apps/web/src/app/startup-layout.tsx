import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useAuth } from '@/features/auth';
import { InitialLoad, InitialLoadOverlay, type InitialLoadInput } from '@/features/loading';

// Once per page load: the overlay belongs to the app's start, not to a later sign-in.
const initialLoad = new InitialLoad();

/**
 * The organisation's data for the start-up overlay: the live locations, fetched into the same
 * cache the dashboard, the sidebar and the locations page read. The locations query (and zod
 * with it) is imported on demand so the login screen stays small; it is imported from its own
 * module, not the feature's index, whose form components would otherwise share chunks with the
 * login screen and split it into many (199 KiB gzipped instead of 188).
 */
function useApplicationData(enabled: boolean, orgId: string | null): InitialLoadInput['data'] {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['initial-load', orgId],
    queryFn: async () => {
      const { locationsQueryOptions } = await import('@/features/locations/api/get-locations');
      await queryClient.fetchQuery(locationsQueryOptions());
      return true;
    },
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  if (!enabled) return 'idle';
  return query.status;
}

/**
 * The root of every route: the page, and over it the start-up overlay ('Authenticating...',
 * 'Loading application data...') until the initial load completes. It sits above the route
 * guard so the overlay is up while the session is still being checked (decision 014).
 */
export function StartupLayout() {
  const { sessionChecked, isAuthenticated, isRoleReady, user } = useAuth();
  const signedIn = isAuthenticated && isRoleReady;
  const data = useApplicationData(signedIn, user?.organizationId ?? null);
  return (
    <>
      <Outlet />
      <InitialLoadOverlay load={initialLoad} input={{ sessionChecked, signedIn, data }} />
    </>
  );
}
