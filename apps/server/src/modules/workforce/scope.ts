import type { Caller } from '../../auth/caller';
import { forbidden } from '../../http/errors';

/**
 * The vendor a caller is limited to: a vendor user sees and changes only their own company's
 * employees and attendance (their token's `custom:vendorId`); organisation roles see every
 * vendor (null). A vendor account linked to no company may see nothing.
 */
export function vendorScope(caller: Caller): string | null {
  if (caller.role !== 'vendor') return null;
  if (!caller.vendorId) throw forbidden('Your account is not linked to a vendor company');
  return caller.vendorId;
}
