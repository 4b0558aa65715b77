import { eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { pestControlRecords, pestControlSchedules } from '../../db/schema';

/**
 * Vendors see and change what their vendor company recorded (a vendor account without a company
 * only what it recorded itself); the organisation's roles see everything of the organisation.
 */
export const isVendor = (caller: Caller) => caller.role === 'vendor';

/** The vendor a new record or schedule belongs to. */
export const vendorOf = (caller: Caller) => (isVendor(caller) ? caller.vendorId : null);

export function recordScope(caller: Caller): SQL | undefined {
  if (!isVendor(caller)) return undefined;
  return caller.vendorId
    ? eq(pestControlRecords.vendorId, caller.vendorId)
    : eq(pestControlRecords.createdBy, caller.email);
}

export function scheduleScope(caller: Caller): SQL | undefined {
  if (!isVendor(caller)) return undefined;
  return caller.vendorId
    ? eq(pestControlSchedules.vendorId, caller.vendorId)
    : eq(pestControlSchedules.createdBy, caller.email);
}
