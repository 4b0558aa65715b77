import { Branding, defaultBranding, type BrandingRecord } from '@fm/contracts';
import {
  Alert,
  Button,
  ColorInput,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-error';
import { brandingQueryOptions } from '../api/get-branding';
import { useSaveBranding } from '../api/save-branding';
import { useBrandingState } from '../context/branding-context';
import { storeBranding } from '../lib/stored-branding';
import { BrandingPreview } from './branding-preview';
import {
  brandingOf,
  fieldOf,
  valuesOf,
  type BrandingField,
  type BrandingValues,
} from './branding-values';

type Errors = Partial<Record<BrandingField, string>>;

function issuesOf(branding: Branding): Errors {
  const result = Branding.safeParse(branding);
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The admins' branding editor: loads the stored branding, then the form. */
export function BrandingForm({ orgId, onCancel }: { orgId: string; onCancel: () => void }) {
  const record = useQuery(brandingQueryOptions(orgId));
  if (record.isPending) return <Loader size="sm" role="status" aria-label="Loading branding" />;
  if (record.isError)
    return (
      <Alert color="red" role="alert" title="The branding could not be loaded">
        {record.error.message}
      </Alert>
    );
  return <BrandingEditor orgId={orgId} record={record.data} onCancel={onCancel} />;
}

function BrandingEditor({
  orgId,
  record,
  onCancel,
}: {
  orgId: string;
  record: BrandingRecord;
  onCancel: () => void;
}) {
  const { setBranding } = useBrandingState();
  const save = useSaveBranding(orgId);
  const [values, setValues] = useState<BrandingValues>(() => valuesOf(record.branding));
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const draft = brandingOf(values, record.branding);

  const set = (field: BrandingField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setNotice(null);
  };
  const input = (field: BrandingField) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field)(event.currentTarget.value),
  });
  const colour = (field: BrandingField, label: string, optional = false) => (
    <ColorInput
      label={label}
      format="hex"
      placeholder={optional ? 'Console default' : '#228be6'}
      value={values[field]}
      error={errors[field]}
      onChange={set(field)}
      // Named apart from the field, so the field's label names only the field.
      eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = issuesOf(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(draft);
      setBranding(saved.branding);
      storeBranding(saved.branding);
      setValues(valuesOf(saved.branding));
      setNotice(
        saved.branding.customCss === draft.customCss
          ? 'Branding saved. Everyone in the organisation sees it from their next page load.'
          : 'Branding saved. Parts of the custom CSS that could load or run code were removed.',
      );
    } catch (error) {
      const fromServer: Errors = {};
      if (error instanceof ApiError)
        for (const detail of error.details ?? []) {
          const field = fieldOf(detail.path);
          if (field) fromServer[field] ??= detail.message;
        }
      setErrors(fromServer);
    }
  };

  const resetToDefault = () => {
    setValues(
      valuesOf(defaultBranding(values.organizationName || record.branding.organizationName)),
    );
    setErrors({});
    setNotice('The form shows the default branding. Save to apply it.');
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Organisation branding">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Organisation name" required {...input('organizationName')} />
          <TextInput label="Browser title" required {...input('title')} />
          <TextInput label="Logo URL" placeholder="https://..." {...input('logoUrl')} />
          <TextInput label="Favicon URL" placeholder="https://..." {...input('faviconUrl')} />
          {colour('primaryColor', 'Primary colour')}
          {colour('secondaryColor', 'Secondary colour')}
          {colour('accentColor', 'Accent colour')}
          <TextInput label="Footer text" {...input('footerText')} />
          {colour('lightBackground', 'Light theme background', true)}
          {colour('lightText', 'Light theme text', true)}
          {colour('darkBackground', 'Dark theme background', true)}
          {colour('darkText', 'Dark theme text', true)}
          <TextInput label="Support e-mail" type="email" {...input('supportEmail')} />
          <TextInput label="Support phone" type="tel" {...input('supportPhone')} />
          <TextInput label="Website" placeholder="https://..." {...input('website')} />
        </SimpleGrid>
        <Textarea
          label="Custom CSS"
          description="Styles only: imports, external URLs and scripts are removed."
          rows={5}
          resize="vertical"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...input('customCss')}
        />
        <Text size="sm" fw={500}>
          Preview
        </Text>
        <BrandingPreview draft={draft} />
        {save.error && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert" title="The branding was not saved">
            {save.error.message}
          </Alert>
        )}
        {notice && (
          <Text size="sm" role="status">
            {notice}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={resetToDefault}>
            Reset to default
          </Button>
          <Group>
            <Button variant="default" onClick={onCancel}>
              Close
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
