import { BrandingRecord } from '@fm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { brandingKeys, orgPath } from './keys';

/** `GET /api/organization/{id}/branding`: the stored branding, or the organisation default. */
const getBranding = (orgId: string, signal?: AbortSignal) =>
  apiRequest(`${orgPath(orgId)}/branding`, { schema: BrandingRecord, signal });

/** Read with `useQuery` by the branding sync and the form (each with its own `enabled`). */
export const brandingQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: brandingKeys.branding(orgId),
    queryFn: ({ signal }) => getBranding(orgId, signal),
  });
