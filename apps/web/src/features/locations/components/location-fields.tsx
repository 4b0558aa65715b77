import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldDef, FieldErrors } from '../lib/location-forms';

/** The text inputs of a location form, each labelled, with its own error under it. */
export function LocationFields<K extends string>({
  defs,
  values,
  errors,
  onChange,
  idPrefix,
}: {
  defs: readonly FieldDef<K>[];
  values: Record<K | 'latitude' | 'longitude', string>;
  errors: FieldErrors;
  onChange: (key: K | 'latitude' | 'longitude', value: string) => void;
  idPrefix: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      {defs.map((def) => (
        <TextInput
          key={def.key}
          id={`${idPrefix}-${def.key}`}
          label={def.label}
          placeholder={def.placeholder}
          withAsterisk={def.required}
          value={values[def.key]}
          error={errors[def.key]}
          onChange={(event) => onChange(def.key, event.currentTarget.value)}
        />
      ))}
    </SimpleGrid>
  );
}
