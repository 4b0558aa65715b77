import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { organizationQueryOptions } from '@/features/branding';

/**
 * The organisation's time zone, from `GET /api/organization/{id}` (the same cached answer the
 * branding reads its name from); undefined until it has come.
 */
export function useOrgTimeZone(): string | undefined {
  const orgId = useAuth().user?.organizationId ?? '';
  const organization = useQuery({ ...organizationQueryOptions(orgId), enabled: orgId !== '' });
  return organization.data?.timeZone;
}
