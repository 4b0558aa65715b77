import {
  StagedLocationPatch,
  type StagedLocationData,
  type StagedLocationRecord,
} from '@fm/contracts';
import {
  changedFields,
  formValuesFrom,
  locationField,
  locationInput,
  type FieldDef,
  type FormValues,
} from '@/features/locations';

/** The inputs of a staged location, in the order a person fills them in. */
export const stagedFieldDefs = [
  locationField('locationNickname', { placeholder: 'Powai Branch' }),
  locationField('buildingName'),
  locationField('buildingWing'),
  locationField('floor'),
  locationField('officeUnit'),
  locationField('plotNo'),
  locationField('street'),
  locationField('sector'),
  locationField('colony'),
  locationField('zone'),
  locationField('district'),
  locationField('city', { required: true }),
  locationField('state', { required: true }),
  locationField('country', { required: true }),
  locationField('pinCode', { required: true, placeholder: '400076' }),
] as const satisfies readonly FieldDef[];

type StagedTextKey = (typeof stagedFieldDefs)[number]['key'];
type StagedFormValues = FormValues<StagedTextKey>;

/** The form's values for a staged record, or for a new location (India preset). */
export const stagedFormValues = (record: Partial<StagedLocationRecord> | null): StagedFormValues =>
  formValuesFrom(stagedFieldDefs, record ?? { country: 'India' });

/** The form's values as `StagedLocationData`'s input (blank coordinates are none). */
export const stagedFormInput = (values: StagedFormValues) => locationInput(values);

/** What an edit sends: only the fields of the complete location that differ from the record. */
export const stagedPatch = (
  original: StagedLocationRecord,
  data: StagedLocationData,
): StagedLocationPatch => StagedLocationPatch.parse(changedFields(original, data));
