import { Organization } from '@fm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { brandingKeys, orgPath } from './keys';

/** `GET /api/organization/{id}`: the organisation lookup whose name the branding shows. */
const getOrganization = (orgId: string, signal?: AbortSignal) =>
  apiRequest(orgPath(orgId), { schema: Organization, signal });

/** Read with `useQuery` by the branding sync and other features (the time zone). */
export const organizationQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: brandingKeys.organization(orgId),
    queryFn: ({ signal }) => getOrganization(orgId, signal),
  });
