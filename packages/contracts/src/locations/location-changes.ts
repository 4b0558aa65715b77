import { z } from 'zod';
import { OrgId } from '../common';
import { successEnvelope, requestExamples } from '../envelope';
import {
  LOCATION_FIELD_LABELS,
  LatitudeInput,
  LocationRefValue,
  LongitudeInput,
  PinCode,
  REASON_LABEL,
  TEXT_LIMITS,
  optionalText,
  personText,
  requiredText,
} from './fields';
import { LocationRecord } from './location';

/*
 * Changes to live locations: the partial edit (`PUT /location/{id}`), the status change
 * (`PUT /location-status`) and the deletion (`DELETE /location/{id}`). Who made a change is
 * always the signed-in caller; `updatedBy` and `userEmail` are accepted for the spec's bodies
 * and not trusted.
 */

const coordinateOrNull = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/**
 * The fields of a live location that an edit may change. Absent fields stay as they are; null
 * or blank clears an optional one. State, city, country and PIN code cannot be cleared.
 */
export const LocationUpdates = z
  .strictObject({
    name: optionalText(LOCATION_FIELD_LABELS.name, TEXT_LIMITS.name),
    locationNickname: optionalText(LOCATION_FIELD_LABELS.locationNickname, TEXT_LIMITS.name),
    address: optionalText(LOCATION_FIELD_LABELS.address),
    state: requiredText(LOCATION_FIELD_LABELS.state).optional(),
    city: requiredText(LOCATION_FIELD_LABELS.city).optional(),
    pinCode: PinCode.optional(),
    country: requiredText(LOCATION_FIELD_LABELS.country).optional(),
    district: optionalText(LOCATION_FIELD_LABELS.district),
    zone: optionalText(LOCATION_FIELD_LABELS.zone),
    suburb: optionalText(LOCATION_FIELD_LABELS.suburb),
    colony: optionalText(LOCATION_FIELD_LABELS.colony),
    street: optionalText(LOCATION_FIELD_LABELS.street),
    plotNo: optionalText(LOCATION_FIELD_LABELS.plotNo),
    sector: optionalText(LOCATION_FIELD_LABELS.sector),
    buildingName: optionalText(LOCATION_FIELD_LABELS.buildingName),
    buildingWing: optionalText(LOCATION_FIELD_LABELS.buildingWing),
    floor: optionalText(LOCATION_FIELD_LABELS.floor),
    officeUnit: optionalText(LOCATION_FIELD_LABELS.officeUnit),
    landmark: optionalText(LOCATION_FIELD_LABELS.landmark),
    latitude: coordinateOrNull(LatitudeInput),
    longitude: coordinateOrNull(LongitudeInput),
    branchAreaSize: z
      .number()
      .min(0, 'Branch area must not be negative')
      .max(10_000_000, 'Branch area is too large')
      .nullable()
      .optional(),
    area: optionalText(LOCATION_FIELD_LABELS.area, 100),
    locationType: optionalText(LOCATION_FIELD_LABELS.locationType, 50),
  })
  .refine((updates) => Object.keys(updates).length > 0, 'Give at least one field to update');
export type LocationUpdates = z.infer<typeof LocationUpdates>;

/** `PUT /api/location/{id}` with `{ updates, updatedBy }`. */
export const UpdateLocationBody = z
  .strictObject({
    updates: LocationUpdates,
    /** Informational: the server records the signed-in caller. */
    updatedBy: personText().optional(),
  })
  .meta(
    requestExamples({
      updates: { locationNickname: 'Andheri East', floor: '3' },
      updatedBy: 'admin@demo.example',
    }),
  );
export type UpdateLocationBody = z.infer<typeof UpdateLocationBody>;

/** A live location after a change: `data.location`. */
export const LocationData = z.object({ location: LocationRecord });
export const LocationResponse = successEnvelope(LocationData);
export type LocationResponse = z.infer<typeof LocationResponse>;

/** Live locations are switched between these two; approved ones start neither (spec section 4). */
const switchableStatuses = ['active', 'inactive'] as const;

/**
 * `PUT /api/location-status` with `{ locationId, status, userEmail, reason }`. The reason is
 * required and is kept on the location and in its history. Setting the status it already has
 * changes nothing (200, no history entry).
 */
export const LocationStatusBody = z
  .strictObject({
    locationId: LocationRefValue,
    status: z.enum(switchableStatuses),
    reason: requiredText(REASON_LABEL, TEXT_LIMITS.reason),
    /** Informational: the server records the signed-in caller. */
    userEmail: personText().optional(),
    /** When given, it must be the caller's organisation (another one answers 404). */
    orgId: OrgId.optional(),
  })
  .meta(
    requestExamples({
      locationId: 1001,
      status: 'inactive',
      reason: 'Closed for renovation',
      orgId: 1,
    }),
  );
export type LocationStatusBody = z.infer<typeof LocationStatusBody>;

/**
 * `DELETE /api/location/{id}`: the location as it was, and what went with it. Its contacts are
 * removed with it; devices will be too (by foreign key) once they exist.
 */
export const DeleteLocationData = z.object({
  location: LocationRecord,
  removed: z.object({ contacts: z.number().int() }),
});
export const DeleteLocationResponse = successEnvelope(DeleteLocationData);
export type DeleteLocationResponse = z.infer<typeof DeleteLocationResponse>;
