import { z } from 'zod';
import { IsoDateTime, OrgId } from '../common';
import { successEnvelope, requestExamples } from '../envelope';
import { LocationRefValue } from './fields';

/** A single point of contact (SPOC) of a live location. */
export const LocationContact = z.object({
  id: z.uuid(),
  /** The location's number. */
  locationId: z.number().int(),
  /** The location's record id (uuid). */
  locationRecordId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  isPrimary: z.boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type LocationContact = z.infer<typeof LocationContact>;

const MAX_SPOC_LOCATIONS = 500;

/**
 * `POST /api/getLocationSPOC` with `{ locationId }` or `{ locationIds }` (numbers or ids, not
 * both) and `orgId`. Any location the organisation does not have answers 404 for the whole call.
 */
export const GetLocationSpocBody = z
  .strictObject({
    locationId: LocationRefValue.optional(),
    locationIds: z
      .array(LocationRefValue)
      .min(1, 'Give at least one location')
      .max(MAX_SPOC_LOCATIONS, `Give at most ${MAX_SPOC_LOCATIONS} locations`)
      .optional(),
    /** When given, it must be the caller's organisation (another one answers 404). */
    orgId: OrgId.optional(),
  })
  .refine((body) => (body.locationId === undefined) !== (body.locationIds === undefined), {
    message: 'Give either locationId or locationIds',
    path: ['locationId'],
  })
  .meta(requestExamples({ locationIds: [1001, 1002], orgId: 1 }, { locationId: 1001 }));
export type GetLocationSpocBody = z.infer<typeof GetLocationSpocBody>;

/** The contacts of the named locations, primary first, by location number. */
export const LocationSpocData = z.object({ contacts: z.array(LocationContact) });
export const LocationSpocResponse = successEnvelope(LocationSpocData);
export type LocationSpocResponse = z.infer<typeof LocationSpocResponse>;
