import { z } from 'zod';
import { text } from '../common';

/*
 * Field rules shared by every location input (staging, live edits, status changes): bounded,
 * trimmed text, the Indian PIN code, coordinates in range (numbers, or numbers in strings as the
 * spec allows), and references to a location by its number or its id.
 */

/**
 * The location fields as people read them: the labels of the web's location forms and the
 * names the schemas' messages give the fields ('City is required'), so both say the same word.
 */
export const LOCATION_FIELD_LABELS = {
  name: 'Name',
  locationNickname: 'Nickname',
  locationType: 'Location type',
  address: 'Address line',
  buildingName: 'Building name',
  buildingWing: 'Building wing',
  floor: 'Floor',
  officeUnit: 'Office unit',
  plotNo: 'Plot number',
  street: 'Street',
  sector: 'Sector',
  colony: 'Colony',
  suburb: 'Suburb',
  zone: 'Zone',
  district: 'District',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  country: 'Country',
  pinCode: 'PIN code',
  area: 'Area',
  branchAreaSize: 'Branch area size',
  latitude: 'Latitude',
  longitude: 'Longitude',
} as const;

export const TEXT_LIMITS = {
  name: 150,
  part: 150,
  comments: 1000,
  reason: 500,
  person: 254,
} as const;

/** What a required field says when it is missing or blank: 'City is required'. */
const requiredMessage = (label: string) => `${label} is required`;

/** How messages name a change's reason, and the one they give when it is missing. */
export const REASON_LABEL = 'A reason';
export const REASON_REQUIRED = requiredMessage(REASON_LABEL);

/** A required text: trimmed, not blank, bounded. */
export const requiredText = (label: string, max: number = TEXT_LIMITS.part) =>
  text({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text: trimmed and bounded; blank or null clears it (stored as null). */
export const optionalText = (label: string, max: number = TEXT_LIMITS.part) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value))
    .optional();

/** Who did something, as the spec's bodies name them (createdBy, updatedBy, userEmail): informational. */
export const personText = () => text().trim().max(TEXT_LIMITS.person);

/** Indian PIN codes: six digits, the first not 0 (for example 400076). */
const PIN_CODE = /^[1-9]\d{5}$/;
const PIN_CODE_MESSAGE = `${LOCATION_FIELD_LABELS.pinCode} must be 6 digits and cannot start with 0`;
export const PinCode = z
  .string({ error: requiredMessage(LOCATION_FIELD_LABELS.pinCode) })
  .trim()
  .regex(PIN_CODE, PIN_CODE_MESSAGE);

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A coordinate given as a number or a number in a string, checked against its range. */
const coordinate = (label: string, limit: number) =>
  z
    .union([z.number(), z.string().trim().regex(NUMBER_TEXT, `${label} must be a number`)])
    .transform((value) => (typeof value === 'string' ? Number(value) : value))
    .pipe(
      z
        .number()
        .min(-limit, `${label} must be between -${limit} and ${limit}`)
        .max(limit, `${label} must be between -${limit} and ${limit}`),
    );

export const LatitudeInput = coordinate(LOCATION_FIELD_LABELS.latitude, 90);
export const LongitudeInput = coordinate(LOCATION_FIELD_LABELS.longitude, 180);

export const COORDINATE_PAIR_MESSAGE = 'Give both latitude and longitude, or neither';

/** Coordinates come in pairs: one without the other cannot be placed on a map. */
export const coordinatePairComplete = (
  latitude: number | null | undefined,
  longitude: number | null | undefined,
) =>
  (latitude === null || latitude === undefined) === (longitude === null || longitude === undefined);

/** Location numbers (`locationId`) are the organisation's own running numbers. */
export const LocationNumber = z.number().int().positive().max(2_147_483_647);

/**
 * A location named in a body: by its number (`locationId`, as the spec's bodies do) or by its
 * record id (uuid). Both are accepted wherever a body names a location.
 */
export const LocationRefValue = z.union([LocationNumber, z.uuid()]);
export type LocationRefValue = z.infer<typeof LocationRefValue>;

/** The same reference in a path (`/locations/1042` or `/locations/0b7f...`). */
export const LocationRefParam = z.union([
  z.uuid(),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Give a location number or a location id')
    .transform(Number)
    .pipe(LocationNumber),
]);
