import { LocationAuditData } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { locationKeys, refPath } from './keys';

/** `GET /api/locations/{ref}/audit`: the audit trail (newest first) and the status history. */
const getLocationAudit = (ref: string, signal?: AbortSignal) =>
  apiRequest(`/locations/${refPath(ref)}/audit`, { schema: LocationAuditData, signal });

const locationAuditQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: locationKeys.audit(ref),
    queryFn: ({ signal }) => getLocationAudit(ref, signal),
  });

export const useLocationAudit = (ref: string) => useQuery(locationAuditQueryOptions(ref));
