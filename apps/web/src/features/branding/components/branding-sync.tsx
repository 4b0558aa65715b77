import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { brandingQueryOptions } from '../api/get-branding';
import { organizationQueryOptions } from '../api/get-organization';
import { useBrandingState } from '../context/branding-context';
import { storeBranding } from '../lib/stored-branding';

/**
 * After sign-in: the organisation's branding from the server, its name from the organisation
 * lookup (spec section 4), applied and cached locally for the next start.
 */
export default function BrandingSync({ orgId }: { orgId: string }) {
  const { setBranding } = useBrandingState();
  const branding = useQuery(brandingQueryOptions(orgId));
  const organization = useQuery(organizationQueryOptions(orgId));
  const loaded = branding.data?.branding;
  const name = organization.data?.name;

  useEffect(() => {
    if (!loaded && !name) return;
    setBranding((current) => {
      const next = { ...(loaded ?? current), ...(name ? { organizationName: name } : {}) };
      storeBranding(next);
      return next;
    });
  }, [loaded, name, setBranding]);
  return null;
}
