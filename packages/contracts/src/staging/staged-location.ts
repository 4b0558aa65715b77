import { z } from 'zod';
import { CoordinateValue, IsoDateTime, OrgId, OrgNumber } from '../common';
import { successEnvelope, requestExamples } from '../envelope';
import {
  COORDINATE_PAIR_MESSAGE,
  LOCATION_FIELD_LABELS,
  LatitudeInput,
  LongitudeInput,
  PinCode,
  TEXT_LIMITS,
  coordinatePairComplete,
  optionalText,
  personText,
  requiredText,
} from '../locations/fields';

/** A staged location starts pending and is approved (moved to live) or rejected (section 4). */
const stagedLocationStatuses = ['pending', 'approved', 'rejected'] as const;
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
  orgId: OrgNumber,
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
  locationNickname: optionalText(LOCATION_FIELD_LABELS.locationNickname, TEXT_LIMITS.name),
  country: requiredText(LOCATION_FIELD_LABELS.country),
  state: requiredText(LOCATION_FIELD_LABELS.state),
  city: requiredText(LOCATION_FIELD_LABELS.city),
  district: optionalText(LOCATION_FIELD_LABELS.district),
  zone: optionalText(LOCATION_FIELD_LABELS.zone),
  colony: optionalText(LOCATION_FIELD_LABELS.colony),
  street: optionalText(LOCATION_FIELD_LABELS.street),
  plotNo: optionalText(LOCATION_FIELD_LABELS.plotNo),
  sector: optionalText(LOCATION_FIELD_LABELS.sector),
  buildingName: optionalText(LOCATION_FIELD_LABELS.buildingName),
  buildingWing: optionalText(LOCATION_FIELD_LABELS.buildingWing),
  floor: optionalText(LOCATION_FIELD_LABELS.floor),
  officeUnit: optionalText(LOCATION_FIELD_LABELS.officeUnit),
  pinCode: PinCode,
  latitude: LatitudeInput.nullable().optional(),
  longitude: LongitudeInput.nullable().optional(),
};

const coordinatePair = (data: { latitude?: number | null; longitude?: number | null }) =>
  coordinatePairComplete(data.latitude, data.longitude);

/**
 * The fields of a staged record that only the server sets: identity, number, status, UID, the
 * decision's stamps and comments, timestamps. A client may send the record it read back as
 * `locationData`; these are accepted whatever they hold and dropped, never applied.
 */
export const stagedServerOwnedKeys = [
  '_id',
  'orgId',
  'locationId',
  'masterLocationId',
  'status',
  'uid',
  'comments',
  'approverInfo',
  'approvedAt',
  'approvedBy',
  'rejectedAt',
  'rejectedBy',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof StagedLocationRecord)[];

const serverOwned = Object.fromEntries(
  stagedServerOwnedKeys.map((key) => [
    key,
    z.unknown().optional().meta({ description: 'Set by the server: accepted and ignored' }),
  ]),
) as Record<(typeof stagedServerOwnedKeys)[number], z.ZodOptional<z.ZodUnknown>>;

/** The object without the fields the server owns. */
function withoutServerOwned<T extends Record<string, unknown>>(
  data: T,
): Omit<T, (typeof stagedServerOwnedKeys)[number]> {
  const kept: Record<string, unknown> = { ...data };
  for (const key of stagedServerOwnedKeys) delete kept[key];
  return kept as Omit<T, (typeof stagedServerOwnedKeys)[number]>;
}

/**
 * A complete staged location: country, state, city and a PIN code are required, coordinates in
 * range and in pairs. Unknown fields are refused; the server's own fields (the form may send the
 * number `GET /next-counters` peeked, a client the record it read back) are dropped: the server
 * takes the next number from the organisation's counter and derives the rest.
 */
export const StagedLocationData = z
  .strictObject({ ...stagedLocationFields, ...serverOwned })
  .refine(coordinatePair, { message: COORDINATE_PAIR_MESSAGE, path: ['longitude'] })
  .transform(withoutServerOwned);
export type StagedLocationData = z.infer<typeof StagedLocationData>;

/**
 * Changed fields of a staged location (`PUT /staged-locations/{id}`): absent fields stay, null or
 * blank clears an optional one. The result must still be a complete staged location. The
 * server's own fields are dropped, as above.
 */
export const StagedLocationPatch = z
  .strictObject({ ...stagedLocationFields, ...serverOwned })
  .partial()
  .transform(withoutServerOwned);
export type StagedLocationPatch = z.infer<typeof StagedLocationPatch>;

/** `POST /api/add-location` with `{ locationData, orgId, createdBy }`. */
export const AddLocationBody = z
  .strictObject({
    locationData: StagedLocationData,
    /** The caller's organisation, a number or a number in a string; another one answers 404. */
    orgId: OrgId,
    /** Informational: the server records the signed-in caller as the creator. */
    createdBy: personText().optional(),
  })
  .meta(
    requestExamples({
      orgId: 1,
      locationData: {
        locationNickname: 'Andheri East',
        country: 'India',
        state: 'Maharashtra',
        city: 'Mumbai',
        street: 'Marol Maroshi Road',
        pinCode: '400059',
        latitude: 19.1136,
        longitude: 72.8697,
      },
      createdBy: 'user@demo.example',
    }),
  );
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
