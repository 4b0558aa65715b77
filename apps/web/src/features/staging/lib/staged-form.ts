import {
  StagedLocationPatch,
  type StagedLocationData,
  type StagedLocationRecord,
} from '@fm/contracts';
import {
  changedFields,
  formValuesFrom,
  locationInput,
  type FieldDef,
  type FormValues,
} from '@/features/locations';

/** The inputs of a staged location, in the order a person fills them in. */
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
