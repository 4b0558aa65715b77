import { BrandingRecord, Organization, type Branding } from '@fm/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const brandingKeys = {
  branding: (orgId: string) => ['organization', orgId, 'branding'] as const,
  organization: (orgId: string) => ['organization', orgId] as const,
};

/** `GET /api/organization/{id}/branding`: the stored branding, or the organisation default. */
export const brandingQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: brandingKeys.branding(orgId),
    queryFn: ({ signal }) =>
      apiRequest(`/organization/${encodeURIComponent(orgId)}/branding`, {
        schema: BrandingRecord,
        signal,
      }),
  });

/** `GET /api/organization/{id}`: the organisation lookup whose name the branding shows. */
export const organizationQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: brandingKeys.organization(orgId),
    queryFn: ({ signal }) =>
      apiRequest(`/organization/${encodeURIComponent(orgId)}`, { schema: Organization, signal }),
  });

/** `PUT /api/organization/{id}/branding` (admins); the answer replaces both cached reads. */
export function useSaveBranding(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branding: Branding) =>
      apiRequest(`/organization/${encodeURIComponent(orgId)}/branding`, {
        method: 'PUT',
        body: branding,
        schema: BrandingRecord,
      }),
    onSuccess: (record) => {
      queryClient.setQueryData(brandingKeys.branding(orgId), record);
      void queryClient.invalidateQueries({
        queryKey: brandingKeys.organization(orgId),
        exact: true,
      });
    },
  });
}
