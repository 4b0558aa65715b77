import { SimpleGrid, TextInput } from '@mantine/core';
import type { z } from 'zod';
import type { SchemaForm } from '@/lib/use-schema-form';
import type { FieldDef } from '../lib/location-forms';

/** What the location inputs need of a `useSchemaForm` form whose values are text. */
export type LocationForm = Pick<
  SchemaForm<z.ZodType, Record<string, string>>,
  'values' | 'getInputProps' | 'setFieldValue'
>;

/** The text inputs of a location form, each labelled, with its own error under it. */
export function LocationFields({
  form,
  defs,
  idPrefix,
}: {
  form: LocationForm;
  defs: readonly FieldDef[];
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
          {...form.getInputProps(def.key)}
        />
      ))}
    </SimpleGrid>
  );
}
