import { BrandingRecord, type Branding } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { brandingKeys, orgPath } from './keys';

/** `PUT /api/organization/{id}/branding` (admins). */
const saveBranding = (branding: Branding, orgId: string) =>
  apiRequest(`${orgPath(orgId)}/branding`, {
    method: 'PUT',
    body: branding,
    schema: BrandingRecord,
  });

const saveBrandingMutationOptions = (orgId: string) =>
  mutationOptions({
    mutationFn: (branding: Branding) => saveBranding(branding, orgId),
    // The answer is the branding read; the organisation's answer carries its name too.
    onSuccess: (record, _branding, _result, { client }) => {
      client.setQueryData(brandingKeys.branding(orgId), record);
      void client.invalidateQueries({ queryKey: brandingKeys.organization(orgId), exact: true });
    },
  });

export const useSaveBranding = (orgId: string) => useMutation(saveBrandingMutationOptions(orgId));
