import { can } from '@fm/contracts';
import type { Caller } from '../../auth/caller';
import type { PublishedEvent } from '../../platform/events/bus';

/**
 * Whether a stream's caller receives an event: their organisation's, for their role (its
 * audience), and, for a vendor user, not about another vendor company (a `vendorId` in the data
 * names the company, as the REST answers' scope does).
 */
export function visibleTo(caller: Caller, event: PublishedEvent): boolean {
  if (event.orgId !== caller.orgId) return false;
  if (event.audience && !can(caller.role, event.audience)) return false;
  const vendorId = event.data?.vendorId;
  if (caller.role === 'vendor' && vendorId !== undefined) return vendorId === caller.vendorId;
  return true;
}
