import { StagedLocationData } from '@fm/contracts';
import { Button, TextInput } from '@mantine/core';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ApiError } from './api-error';
import { useSchemaForm } from './use-schema-form';

const initialValues = {
  locationNickname: '',
  country: 'India',
  state: '',
  city: '',
  pinCode: '',
  latitude: '',
  longitude: '',
};
type Values = typeof initialValues;

// Blank coordinates mean none, as the location forms send them.
const toInput = (values: Values) => ({
  ...values,
  latitude: values.latitude.trim() === '' ? null : values.latitude,
  longitude: values.longitude.trim() === '' ? null : values.longitude,
});

function StagedForm({ onSave }: { onSave: (data: StagedLocationData) => void }) {
  const form = useSchemaForm({ schema: StagedLocationData, initialValues, toInput });
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      {(['state', 'city', 'pinCode', 'latitude', 'longitude'] as const).map((key) => (
        <TextInput key={key} label={key} {...form.getInputProps(key)} />
      ))}
      <Button type="submit">Save</Button>
      <output>{form.isTouched('city') ? 'city touched' : 'city untouched'}</output>
    </form>
  );
}

describe('useSchemaForm', () => {
  it("shows the schema's messages under the fields they name, and submits nothing", async () => {
    const onSave = vi.fn();
    renderWithProviders(<StagedForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('latitude'), '19.1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('city')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('state')).toHaveAccessibleDescription('State is required');
    expect(screen.getByLabelText('longitude')).toHaveAccessibleDescription(
      'Give both latitude and longitude, or neither',
    );
  });

  it('clears a field’s error when it is edited, and tracks what was touched', async () => {
    renderWithProviders(<StagedForm onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('city untouched');
    await userEvent.type(screen.getByLabelText('city'), 'P');
    expect(screen.getByLabelText('city')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('state')).toHaveAccessibleDescription('State is required');
    expect(screen.getByRole('status')).toHaveTextContent('city touched');
  });

  it('hands the parsed data (trimmed, coordinates as numbers) to the submit handler', async () => {
    const onSave = vi.fn();
    renderWithProviders(<StagedForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('state'), 'Goa');
    await userEvent.type(screen.getByLabelText('city'), '  Panaji ');
    await userEvent.type(screen.getByLabelText('pinCode'), '403001');
    await userEvent.type(screen.getByLabelText('latitude'), '15.49');
    await userEvent.type(screen.getByLabelText('longitude'), '73.82');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      locationNickname: null,
      country: 'India',
      state: 'Goa',
      city: 'Panaji',
      pinCode: '403001',
      latitude: 15.49,
      longitude: 73.82,
    });
  });

  it('validates on demand and parses for previews without showing errors', () => {
    const { result } = renderHook(() =>
      useSchemaForm({ schema: StagedLocationData, initialValues, toInput }),
    );
    expect(result.current.parse().success).toBe(false);
    expect(result.current.errors).toEqual({});
    let outcome: ReturnType<typeof result.current.validate> | undefined;
    act(() => {
      outcome = result.current.validate();
    });
    expect(outcome?.success).toBe(false);
    expect(result.current.errors).toMatchObject({ city: 'City is required' });
  });

  it("puts the server's field errors under their inputs, ignoring other paths", () => {
    const { result } = renderHook(() =>
      useSchemaForm({
        schema: StagedLocationData,
        initialValues,
        toInput,
        serverPath: 'body.locationData',
      }),
    );
    const error = new ApiError('Invalid request', 400, 'VALIDATION_FAILED', [
      { path: 'body.locationData.city', message: 'City is required' },
      { path: 'body.orgId', message: 'Expected a number' },
      { path: 'body.locationData.colour', message: 'Unrecognized key' },
    ]);
    let landed = false;
    act(() => {
      landed = result.current.setServerErrors(error);
    });
    expect(landed).toBe(true);
    expect(result.current.errors).toEqual({ city: 'City is required' });
    expect(result.current.setServerErrors(new Error('Network error occurred'))).toBe(false);
  });

  it('reports an issue without a path as the form’s own error', () => {
    const { result } = renderHook(() =>
      useSchemaForm({
        schema: StagedLocationData.refine(() => false, 'Nothing has changed'),
        initialValues: { ...initialValues, state: 'Goa', city: 'Panaji', pinCode: '403001' },
        toInput,
      }),
    );
    act(() => void result.current.validate());
    expect(result.current.formError).toBe('Nothing has changed');
  });
});
