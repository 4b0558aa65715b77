import { z } from 'zod';
import { CoordinateValue, IsoDateTime, OrgId } from '../common';
import { successEnvelope } from '../envelope';

/**
 * The address parts of a location, in the order the spec composes them into one address
 * (section 3, "Location"). `address` is the free-form first line, not the composed address.
 */
export const addressPartKeys = [
  'address',
  'state',
  'city',
  'pinCode',
  'country',
  'district',
  'zone',
  'suburb',
  'colony',
  'street',
  'plotNo',
  'sector',
  'buildingName',
  'buildingWing',
  'floor',
  'officeUnit',
  'landmark',
] as const;
export type AddressPartKey = (typeof addressPartKeys)[number];
export type AddressParts = { [K in AddressPartKey]?: string | null };

/** Live locations are approved first, then set active or inactive (spec section 4). */
export const locationStatuses = ['approved', 'active', 'inactive', 'rejected'] as const;
export const LocationStatus = z.enum(locationStatuses);
export type LocationStatus = z.infer<typeof LocationStatus>;

const nullableText = z.string().nullable();

/** A live location as the API sends it: the stored record, parts kept apart. */
export const LocationRecord = z.object({
  id: z.uuid(),
  locationId: z.number().int(),
  orgId: OrgId,
  name: nullableText,
  locationNickname: nullableText,
  ...(Object.fromEntries(addressPartKeys.map((key) => [key, nullableText])) as Record<
    AddressPartKey,
    typeof nullableText
  >),
  latitude: CoordinateValue,
  longitude: CoordinateValue,
  branchAreaSize: z.number().nullable(),
  area: nullableText,
  locationType: nullableText,
  status: LocationStatus,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type LocationRecord = z.infer<typeof LocationRecord>;

export const ListLocationsQuery = z.object({
  status: LocationStatus.optional(),
});
export type ListLocationsQuery = z.infer<typeof ListLocationsQuery>;

export const ListLocationsData = z.object({ locations: z.array(LocationRecord) });
export const ListLocationsResponse = successEnvelope(ListLocationsData);
export type ListLocationsResponse = z.infer<typeof ListLocationsResponse>;
