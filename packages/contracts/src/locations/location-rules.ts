import { hasText as present } from '../common';
import { addressPartKeys, type AddressParts, type LocationRecord } from './location';

/** The address composed from its parts in the spec's order, blanks skipped. */
export function composeAddress(parts: AddressParts): string {
  return addressPartKeys
    .map((key) => parts[key])
    .filter(present)
    .map((part) => part.trim())
    .join(', ');
}

/** The name, else the nickname, else 'Location {locationId}'. */
export function locationDisplayName(
  location: Pick<LocationRecord, 'name' | 'locationNickname' | 'locationId'>,
): string {
  if (present(location.name)) return location.name.trim();
  if (present(location.locationNickname)) return location.locationNickname.trim();
  return `Location ${location.locationId}`;
}

/** A coordinate that may arrive as a number or a string; 0 when missing or unreadable. */
export function parseCoordinate(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number.parseFloat(value);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

export interface Coordinates {
  lat: number;
  lng: number;
}

/** What the screens work with: the record, plus the derived name, address and coordinates. */
export type LocationView = LocationRecord & {
  displayName: string;
  fullAddress: string;
  coordinates: Coordinates;
};

export function toLocationView(record: LocationRecord): LocationView {
  return {
    ...record,
    displayName: locationDisplayName(record),
    fullAddress: composeAddress(record),
    coordinates: { lat: parseCoordinate(record.latitude), lng: parseCoordinate(record.longitude) },
  };
}
