import { Group, Stack, Text, TextInput } from '@mantine/core';
import { CoordinatePicker } from '@/features/maps';
import type { FieldErrors } from '../lib/location-forms';

const readable = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
};

/** Latitude and longitude, typed or picked on the map (a click sets both). */
export function CoordinateFields({
  latitude,
  longitude,
  errors,
  onChange,
  idPrefix,
}: {
  latitude: string;
  longitude: string;
  errors: FieldErrors;
  onChange: (key: 'latitude' | 'longitude', value: string) => void;
  idPrefix: string;
}) {
  const lat = readable(latitude);
  const lng = readable(longitude);
  return (
    <Stack gap="xs">
      <Group grow align="start">
        <TextInput
          id={`${idPrefix}-latitude`}
          label="Latitude"
          placeholder="19.1176"
          inputMode="decimal"
          value={latitude}
          error={errors.latitude}
          onChange={(event) => onChange('latitude', event.currentTarget.value)}
        />
        <TextInput
          id={`${idPrefix}-longitude`}
          label="Longitude"
          placeholder="72.9060"
          inputMode="decimal"
          value={longitude}
          error={errors.longitude}
          onChange={(event) => onChange('longitude', event.currentTarget.value)}
        />
      </Group>
      <Text size="xs" c="dimmed">
        Type the coordinates, or click the map to set them.
      </Text>
      <CoordinatePicker
        value={lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null}
        onChange={(point) => {
          onChange('latitude', point.latitude.toFixed(6));
          onChange('longitude', point.longitude.toFixed(6));
        }}
        height={240}
      />
    </Stack>
  );
}
