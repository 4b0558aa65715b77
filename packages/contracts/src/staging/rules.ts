import { hasText } from '../common';
import type { StagedLocationRecord } from './staged-location';

/*
 * The derived texts of a staged location (spec section 3): its UID, and its name and address
 * as the combined list shows them.
 */

export const ADDRESS_NOT_AVAILABLE = 'Address not available';

const uidPart = (value: string) =>
  value
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The UID of a staged location, built from nickname, country, state, city and PIN code: each
 * part upper-cased with runs of other characters turned into '-', parts joined by '_', blanks
 * skipped. For example 'POWAI_INDIA_MAHARASHTRA_MUMBAI_400076'.
 */
export function stagedLocationUid(parts: {
  locationNickname?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  pinCode?: string | null;
}): string {
  return [parts.locationNickname, parts.country, parts.state, parts.city, parts.pinCode]
    .filter(hasText)
    .map(uidPart)
    .filter(Boolean)
    .join('_');
}

/** The parts of a staged location's address, in the order the spec joins them. */
const stagedAddressKeys = [
  'plotNo',
  'street',
  'colony',
  'zone',
  'city',
  'district',
  'state',
  'country',
  'pinCode',
] as const;

/** The nickname, else the building name, else 'Location' and the last 6 characters of the id. */
export function stagedLocationName(
  staged: Pick<StagedLocationRecord, '_id' | 'locationNickname' | 'buildingName'>,
): string {
  if (hasText(staged.locationNickname)) return staged.locationNickname.trim();
  if (hasText(staged.buildingName)) return staged.buildingName.trim();
  return `Location ${staged._id.slice(-6)}`;
}

/** The staged address parts joined in the spec's order, blanks skipped; else the fallback text. */
export function stagedLocationAddress(
  staged: Pick<StagedLocationRecord, (typeof stagedAddressKeys)[number]>,
): string {
  const parts = stagedAddressKeys
    .map((key) => staged[key])
    .filter(hasText)
    .map((part) => part.trim());
  return parts.length > 0 ? parts.join(', ') : ADDRESS_NOT_AVAILABLE;
}
