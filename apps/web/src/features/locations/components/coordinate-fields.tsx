import { LOCATION_FIELD_LABELS } from '@fm/contracts';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { CoordinatePicker } from '@/features/maps';
import type { LocationForm } from './location-fields';

const readable = (text: string | undefined) => {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) ? value : null;
};

/** Latitude and longitude, typed or picked on the map (a click sets both). */
export function CoordinateFields({ form, idPrefix }: { form: LocationForm; idPrefix: string }) {
  const lat = readable(form.values.latitude);
  const lng = readable(form.values.longitude);
  return (
    <Stack gap="xs">
      <Group grow align="start">
        <TextInput
          id={`${idPrefix}-latitude`}
          label={LOCATION_FIELD_LABELS.latitude}
          placeholder="19.1176"
          inputMode="decimal"
          {...form.getInputProps('latitude')}
        />
        <TextInput
          id={`${idPrefix}-longitude`}
          label={LOCATION_FIELD_LABELS.longitude}
          placeholder="72.9060"
          inputMode="decimal"
          {...form.getInputProps('longitude')}
        />
      </Group>
      <Text size="xs" c="dimmed">
        Type the coordinates, or click the map to set them.
      </Text>
      <CoordinatePicker
        value={lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null}
        onChange={(point) => {
          form.setFieldValue('latitude', point.latitude.toFixed(6));
          form.setFieldValue('longitude', point.longitude.toFixed(6));
        }}
        height={240}
      />
    </Stack>
  );
}
