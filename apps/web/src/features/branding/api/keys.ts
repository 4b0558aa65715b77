/** Query keys of the organisation's answer and its branding (under `organization`). */
export const brandingKeys = {
  branding: (orgId: string) => ['organization', orgId, 'branding'] as const,
  organization: (orgId: string) => ['organization', orgId] as const,
};

/** The organisation's id as a path segment. */
export const orgPath = (orgId: string) => `/organization/${encodeURIComponent(orgId)}`;
