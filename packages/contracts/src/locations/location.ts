import { z } from 'zod';
import { CoordinateValue, IsoDateTime, OrgNumber } from '../common';
import { successEnvelope } from '../envelope';
import { LocationRefParam } from './fields';

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
  orgId: OrgNumber,
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
  /** The devices activated into the location. */
  deviceCount: z.number().int(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type LocationRecord = z.infer<typeof LocationRecord>;

export const ListLocationsQuery = z.object({
  status: LocationStatus.optional(),
});
export type ListLocationsQuery = z.infer<typeof ListLocationsQuery>;

export const ListLocationsData = z.object({ locations: z.array(LocationRecord) });
export type ListLocationsData = z.infer<typeof ListLocationsData>;
/**
 * `GET /api/locations?status=`: the organisation's live locations by location number. The answer
 * carries a weak ETag; a request with a matching `If-None-Match` gets 304 and no body.
 */
export const ListLocationsResponse = successEnvelope(ListLocationsData);
export type ListLocationsResponse = z.infer<typeof ListLocationsResponse>;

/** `/locations/{id}`, `/location/{id}`: a location by its number (1042) or its id (uuid). */
export const LocationParams = z.object({ id: LocationRefParam });
export type LocationParams = z.infer<typeof LocationParams>;

/**
 * `GET /api/locations/{id}?status=`: the same envelope as the list, `data.locations` holding the
 * one record. 404 'Location not found' when the organisation has no such location (or not of
 * that status).
 * @alias Named apart from the list so the route reads as what it answers.
 */
export const GetLocationResponse = ListLocationsResponse;
