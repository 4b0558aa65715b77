import {
  COORDINATE_PAIR_MESSAGE,
  LocationUpdates,
  coordinatePairComplete,
  StagedLocationData,
  StagedLocationPatch,
  type LocationUpdates as LiveUpdates,
  type StagedLocationData as StagedData,
  type StagedLocationPatch as StagedPatch,
} from '@fm/contracts';
import type { z } from 'zod';

/*
 * The location forms' fields and their validation. Every rule comes from the contracts' schemas
 * (the server validates with the same ones); this module turns typed text into their input and
 * their issues into one message per field.
 */

export interface FieldDef<K extends string = string> {
  key: K;
  label: string;
  required?: boolean;
  placeholder?: string;
}

export const stagedFieldDefs = [
  { key: 'locationNickname', label: 'Nickname', placeholder: 'Powai Branch' },
  { key: 'buildingName', label: 'Building name' },
  { key: 'buildingWing', label: 'Building wing' },
  { key: 'floor', label: 'Floor' },
  { key: 'officeUnit', label: 'Office unit' },
  { key: 'plotNo', label: 'Plot number' },
  { key: 'street', label: 'Street' },
  { key: 'sector', label: 'Sector' },
  { key: 'colony', label: 'Colony' },
  { key: 'zone', label: 'Zone' },
  { key: 'district', label: 'District' },
  { key: 'city', label: 'City', required: true },
  { key: 'state', label: 'State', required: true },
  { key: 'country', label: 'Country', required: true },
  { key: 'pinCode', label: 'PIN code', required: true, placeholder: '400076' },
] as const satisfies readonly FieldDef[];

export const liveFieldDefs = [
  { key: 'name', label: 'Name' },
  { key: 'locationNickname', label: 'Nickname' },
  { key: 'locationType', label: 'Location type', placeholder: 'branch' },
  { key: 'address', label: 'Address line' },
  { key: 'buildingName', label: 'Building name' },
  { key: 'buildingWing', label: 'Building wing' },
  { key: 'floor', label: 'Floor' },
  { key: 'officeUnit', label: 'Office unit' },
  { key: 'plotNo', label: 'Plot number' },
  { key: 'street', label: 'Street' },
  { key: 'sector', label: 'Sector' },
  { key: 'colony', label: 'Colony' },
  { key: 'suburb', label: 'Suburb' },
  { key: 'zone', label: 'Zone' },
  { key: 'district', label: 'District' },
  { key: 'landmark', label: 'Landmark' },
  { key: 'city', label: 'City', required: true },
  { key: 'state', label: 'State', required: true },
  { key: 'country', label: 'Country', required: true },
  { key: 'pinCode', label: 'PIN code', required: true },
] as const satisfies readonly FieldDef[];

export type StagedTextKey = (typeof stagedFieldDefs)[number]['key'];
export type LiveTextKey = (typeof liveFieldDefs)[number]['key'];
type CoordinateKey = 'latitude' | 'longitude';

/** What the inputs hold: text for every field, coordinates as typed. */
export type FormValues<K extends string> = Record<K | CoordinateKey, string>;
export type FieldErrors = Partial<Record<string, string>>;
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const coordinateKeys: CoordinateKey[] = ['latitude', 'longitude'];

/** The form's values from a record (blank where the record has nothing). */
export function formValuesFrom<K extends string>(
  defs: readonly FieldDef<K>[],
  record: Partial<Record<string, unknown>> | null,
): FormValues<K> {
  const values = {} as FormValues<K>;
  for (const key of [...defs.map((def) => def.key), ...coordinateKeys] as (K | CoordinateKey)[]) {
    const value = record?.[key];
    values[key] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** Blank coordinates are "none" (null); anything else goes to the schema as typed. */
const coordinateInput = (text: string) => (text.trim() === '' ? null : text);

function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path.at(-1) ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

function stagedInput(values: FormValues<StagedTextKey>) {
  const input: Record<string, unknown> = {};
  for (const def of stagedFieldDefs) input[def.key] = values[def.key];
  for (const key of coordinateKeys) input[key] = coordinateInput(values[key]);
  return input;
}

/** A new staged location: country, state, city and PIN code required, coordinates in pairs. */
export function validateStagedForm(values: FormValues<StagedTextKey>): Validated<StagedData> {
  const parsed = StagedLocationData.safeParse(stagedInput(values));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: errorsOf(parsed.error) };
}

const same = (before: unknown, after: unknown) => {
  if (typeof after === 'number' || typeof before === 'number')
    return before !== null && before !== undefined && Number(before) === after;
  return (before ?? null) === (after ?? null);
};

/** Only the fields that differ from the record (an edit sends what changed). */
function changedFields<T extends Record<string, unknown>>(
  original: Record<string, unknown>,
  value: T,
): Partial<T> {
  const changed: Partial<T> = {};
  for (const [key, next] of Object.entries(value) as [keyof T & string, T[keyof T & string]][]) {
    if (!same(original[key], next)) changed[key] = next;
  }
  return changed;
}

/**
 * A staged location's edit: the whole result must still be a complete staged location; the
 * patch holds only what changed.
 */
export function validateStagedEdit(
  original: Record<string, unknown>,
  values: FormValues<StagedTextKey>,
): Validated<StagedPatch> {
  const whole = StagedLocationData.safeParse(stagedInput(values));
  if (!whole.success) return { ok: false, errors: errorsOf(whole.error) };
  const patch = StagedLocationPatch.parse(changedFields(original, whole.data));
  return { ok: true, value: patch };
}

/** A live location's edit: the changed fields, checked by the contract's `LocationUpdates`. */
export function validateLiveEdit(
  original: Record<string, unknown>,
  values: FormValues<LiveTextKey>,
): Validated<LiveUpdates> {
  const input: Record<string, unknown> = {};
  for (const def of liveFieldDefs) {
    const text = values[def.key].trim();
    // A blank required field is sent as blank so the contract names it ('City is required').
    if (text !== ((original[def.key] as string | null) ?? '')) input[def.key] = text;
  }
  for (const key of coordinateKeys) {
    const next = coordinateInput(values[key]);
    if (!same(original[key], next === null ? null : Number(next))) input[key] = next;
  }
  if (Object.keys(input).length === 0)
    return { ok: false, errors: { form: 'Nothing has changed' } };
  const parsed = LocationUpdates.safeParse(input);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
  const result = { ...original, ...parsed.data };
  const latitude = result.latitude as number | null | undefined;
  const longitude = result.longitude as number | null | undefined;
  if (!coordinatePairComplete(latitude, longitude))
    return { ok: false, errors: { longitude: COORDINATE_PAIR_MESSAGE } };
  return { ok: true, value: parsed.data };
}
