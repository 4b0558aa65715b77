import { z } from 'zod';
import { CoordinateValue, IsoDateTime, OrgId } from '../common';
import { successEnvelope } from '../envelope';
import {
  COORDINATE_PAIR_MESSAGE,
  LatitudeInput,
  LocationNumber,
  LongitudeInput,
  PinCode,
  TEXT_LIMITS,
  coordinatePairComplete,
  optionalText,
  requiredText,
} from './fields';

/** A staged location starts pending and is approved (moved to live) or rejected (section 4). */
export const stagedLocationStatuses = ['pending', 'approved', 'rejected'] as const;
export const StagedLocationStatus = z.enum(stagedLocationStatuses);
export type StagedLocationStatus = z.infer<typeof StagedLocationStatus>;

/** Who approved or rejected: always the signed-in approver, whatever a body says. */
export const ApproverInfo = z.looseObject({
  id: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
});
export type ApproverInfo = z.infer<typeof ApproverInfo>;

const nullableText = z.string().nullable();
const nullableTime = IsoDateTime.nullable();

/** A staged location as the API sends it (spec section 3, "Staged location"). */
export const StagedLocationRecord = z.object({
  _id: z.uuid(),
  orgId: OrgId,
  locationId: z.number().int(),
  /** The live location it became, once approved (null before, or after that one was deleted). */
  masterLocationId: z.uuid().nullable(),
  status: StagedLocationStatus,
  /** Built from nickname, country, state, city and PIN code (`stagedLocationUid`). */
  uid: nullableText,
  locationNickname: nullableText,
  country: nullableText,
  state: nullableText,
  city: nullableText,
  district: nullableText,
  zone: nullableText,
  colony: nullableText,
  street: nullableText,
  plotNo: nullableText,
  sector: nullableText,
  buildingName: nullableText,
  buildingWing: nullableText,
  floor: nullableText,
  officeUnit: nullableText,
  pinCode: nullableText,
  latitude: CoordinateValue,
  longitude: CoordinateValue,
  /** The approver's comments: the rejection reason of a rejected location. */
  comments: nullableText,
  approverInfo: ApproverInfo.nullable(),
  approvedAt: nullableTime,
  approvedBy: nullableText,
  rejectedAt: nullableTime,
  rejectedBy: nullableText,
  createdBy: nullableText,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type StagedLocationRecord = z.infer<typeof StagedLocationRecord>;

/** The fields a person fills in for a staged location; the server derives uid and number. */
const stagedLocationFields = {
  locationNickname: optionalText('Nickname', TEXT_LIMITS.name),
  country: requiredText('Country'),
  state: requiredText('State'),
  city: requiredText('City'),
  district: optionalText('District'),
  zone: optionalText('Zone'),
  colony: optionalText('Colony'),
  street: optionalText('Street'),
  plotNo: optionalText('Plot number'),
  sector: optionalText('Sector'),
  buildingName: optionalText('Building name'),
  buildingWing: optionalText('Building wing'),
  floor: optionalText('Floor'),
  officeUnit: optionalText('Office unit'),
  pinCode: PinCode,
  latitude: LatitudeInput.nullable().optional(),
  longitude: LongitudeInput.nullable().optional(),
};

const coordinatePair = (data: { latitude?: number | null; longitude?: number | null }) =>
  coordinatePairComplete(data.latitude, data.longitude);

/**
 * A complete staged location: country, state, city and a PIN code are required, coordinates in
 * range and in pairs. `locationId` may be sent (the form shows the number `GET /next-counters`
 * peeked) but is ignored: the server takes the next number from the organisation's counter.
 */
export const StagedLocationData = z
  .strictObject({ ...stagedLocationFields, locationId: LocationNumber.optional() })
  .refine(coordinatePair, { message: COORDINATE_PAIR_MESSAGE, path: ['longitude'] });
export type StagedLocationData = z.infer<typeof StagedLocationData>;
export type StagedLocationDataInput = z.input<typeof StagedLocationData>;

/**
 * Changed fields of a staged location (`PUT /staged-locations/{id}`): absent fields stay, null or
 * blank clears an optional one. The result must still be a complete staged location.
 */
export const StagedLocationPatch = z.strictObject(stagedLocationFields).partial();
export type StagedLocationPatch = z.infer<typeof StagedLocationPatch>;

/** `POST /api/add-location` with `{ locationData, orgId, createdBy }`. */
export const AddLocationBody = z.strictObject({
  locationData: StagedLocationData,
  /** The caller's organisation, a number or a number in a string; another one answers 404. */
  orgId: OrgId,
  /** Informational: the server records the signed-in caller as the creator. */
  createdBy: z.string().trim().max(TEXT_LIMITS.person).optional(),
});
export type AddLocationBody = z.infer<typeof AddLocationBody>;

/** The new pending staged location (201). */
export const AddLocationData = z.object({ stagedLocation: StagedLocationRecord });
export const AddLocationResponse = successEnvelope(AddLocationData);
export type AddLocationResponse = z.infer<typeof AddLocationResponse>;

/** `GET /api/next-counters`: the numbers the next additions will get, peeked, not taken. */
export const NextCountersData = z.object({ locationId: z.number().int().positive() });
export const NextCountersResponse = successEnvelope(NextCountersData);
export type NextCountersResponse = z.infer<typeof NextCountersResponse>;

/** `GET /api/staged-locations?orgId=`; `orgId`, when given, must be the caller's. */
export const ListStagedLocationsQuery = z.object({ orgId: OrgId.optional() });

export const StagedLocationCounts = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  total: z.number().int(),
});
export type StagedLocationCounts = z.infer<typeof StagedLocationCounts>;

/** Newest first; the same records grouped by status, and the counts (spec section 4). */
export const ListStagedLocationsData = z.object({
  locations: z.array(StagedLocationRecord),
  groupedByStatus: z.object({
    pending: z.array(StagedLocationRecord),
    approved: z.array(StagedLocationRecord),
    rejected: z.array(StagedLocationRecord),
  }),
  counts: StagedLocationCounts,
});
export type ListStagedLocationsData = z.infer<typeof ListStagedLocationsData>;
export const ListStagedLocationsResponse = successEnvelope(ListStagedLocationsData);
