import type { Caller } from '../../auth/caller';
import type { MaterialItemRow } from '../../db/schema';
import { forbidden } from '../../http/errors';

/**
 * What a vendor may move: chemicals only (the organisation's own staff keep the rest), and only
 * at locations they serve (checked by the service with `vendorServesLocation`).
 */
export const isVendor = (caller: Caller) => caller.role === 'vendor';

export function assertVendorMayMove(caller: Caller, item: MaterialItemRow): void {
  if (isVendor(caller) && item.category !== 'chemical')
    throw forbidden('Vendors receive, issue and transfer chemicals only');
}
