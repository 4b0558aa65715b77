import {
  COORDINATE_PAIR_MESSAGE,
  LOCATION_FIELD_LABELS,
  LocationUpdates,
  type LocationView,
} from '@fm/contracts';
import { z } from 'zod';

/*
 * The location forms' fields. Every rule comes from the contracts' schemas (the server validates
 * with the same ones, through `useSchemaForm`); this module says which inputs a form has and how
 * their text becomes the schema's input.
 */

export interface FieldDef<K extends string = string> {
  key: K;
  label: string;
  required?: boolean;
  placeholder?: string;
}

type LabelledKey = keyof typeof LOCATION_FIELD_LABELS;

/** An input of a location form, labelled as the contracts' messages name the field. */
export const locationField = <K extends LabelledKey>(
  key: K,
  extra: Omit<FieldDef, 'key' | 'label'> = {},
): FieldDef<K> => ({ key, label: LOCATION_FIELD_LABELS[key], ...extra });

export const liveFieldDefs = [
  locationField('name'),
  locationField('locationNickname'),
  locationField('locationType', { placeholder: 'branch' }),
  locationField('address'),
  locationField('buildingName'),
  locationField('buildingWing'),
  locationField('floor'),
  locationField('officeUnit'),
  locationField('plotNo'),
  locationField('street'),
  locationField('sector'),
  locationField('colony'),
  locationField('suburb'),
  locationField('zone'),
  locationField('district'),
  locationField('landmark'),
  locationField('city', { required: true }),
  locationField('state', { required: true }),
  locationField('country', { required: true }),
  locationField('pinCode', { required: true }),
] as const satisfies readonly FieldDef[];

type LiveTextKey = (typeof liveFieldDefs)[number]['key'];
const coordinateKeys = ['latitude', 'longitude'] as const;
type CoordinateKey = (typeof coordinateKeys)[number];

/** What the inputs hold: text for every field, coordinates as typed. */
export type FormValues<K extends string> = Record<K | CoordinateKey, string>;

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

/** A location form's values as a schema's input: text as typed, blank coordinates as null. */
export function locationInput<K extends string>(values: FormValues<K>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const key of coordinateKeys) input[key] = coordinateInput(values[key]);
  return input;
}

const same = (before: unknown, after: unknown) => {
  if (typeof after === 'number' || typeof before === 'number')
    return before !== null && before !== undefined && Number(before) === after;
  return (before ?? null) === (after ?? null);
};

/** Only the fields that differ from the record (an edit sends what changed). */
export function changedFields<T extends Record<string, unknown>>(
  original: Record<string, unknown>,
  value: T,
): Partial<T> {
  const changed: Partial<T> = {};
  for (const [key, next] of Object.entries(value) as [keyof T & string, T[keyof T & string]][]) {
    if (!same(original[key], next)) changed[key] = next;
  }
  return changed;
}

export const NOTHING_CHANGED = 'Nothing has changed';

/**
 * A live location's edit as the input of `liveEditSchema`: only the fields whose text differs
 * from the record. A blank required field that was blank before is no change; one emptied now
 * is sent blank, so the contract names it ('City is required').
 */
export const liveEditInput = (original: LocationView) => (values: FormValues<LiveTextKey>) => {
  const input: Record<string, unknown> = {};
  for (const def of liveFieldDefs) {
    const text = values[def.key].trim();
    if (text !== (original[def.key] ?? '')) input[def.key] = text;
  }
  for (const key of coordinateKeys) {
    const next = coordinateInput(values[key]);
    if (!same(original[key], next === null ? null : Number(next))) input[key] = next;
  }
  return input;
};

/**
 * The changed fields, checked by the contract's `LocationUpdates`; coordinates must still come
 * in pairs once merged with the record.
 */
export const liveEditSchema = (original: LocationView) =>
  z
    .looseObject({})
    .refine((input) => Object.keys(input).length > 0, NOTHING_CHANGED)
    .pipe(LocationUpdates)
    .superRefine((updates, context) => {
      const merged = { ...original, ...updates };
      if ((merged.latitude == null) !== (merged.longitude == null))
        context.addIssue({ code: 'custom', path: ['longitude'], message: COORDINATE_PAIR_MESSAGE });
    });
