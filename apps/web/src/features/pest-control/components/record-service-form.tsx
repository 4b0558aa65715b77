import {
  AddPestControlWithFilesBody,
  pestControlServiceTypes,
  type PestControlRecord,
} from '@fm/contracts';
import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { failureMessages } from '@/lib/messages';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateRecord } from '../api/create-record';
import { localToday } from '../lib/dates';
import { LocationSelect } from './location-select';
import { ReportFilesInput, useReportUploads } from './report-files-input';

interface Values extends Record<string, unknown> {
  orgId: number;
  consolePestControlId: string;
  locationId: string;
  serviceDate: string;
  serviceTime: string;
  serviceType: string;
  comments: string;
}

const toInput = (values: Values) => ({
  orgId: values.orgId,
  consolePestControlId: values.consolePestControlId,
  locationId: values.locationId,
  serviceDate: values.serviceDate,
  serviceTime: values.serviceTime,
  serviceType: values.serviceType,
  ...(values.comments.trim() ? { comments: values.comments } : {}),
  reportFiles: [],
});

const nowTime = () => new Date().toTimeString().slice(0, 5);

/** One service record: the client picks the record's id first, so files go up under it. */
function RecordForm({
  orgId,
  userEmail,
  onRecorded,
}: {
  orgId: number;
  userEmail: string;
  onRecorded: (record: PestControlRecord) => void;
}) {
  const [consolePestControlId] = useState(() => crypto.randomUUID());
  const uploads = useReportUploads(orgId, consolePestControlId);
  const create = useCreateRecord();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: AddPestControlWithFilesBody,
    initialValues: {
      orgId,
      consolePestControlId,
      locationId: '',
      serviceDate: localToday(),
      serviceTime: nowTime(),
      serviceType: 'general',
      comments: '',
    } as Values,
    toInput,
  });

  const submit = form.onSubmit((data) => {
    setFailure(null);
    create.mutate(
      { ...data, createdBy: userEmail, reportFiles: uploads.uploaded },
      {
        onSuccess: ({ record }) => onRecorded(record),
        onError: (error) => {
          if (!form.setServerErrors(error)) setFailure(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Record a service">
      <Stack gap="md">
        {failure && (
          <Alert color="red" title={failureMessages.createPestControl} role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LocationSelect label="Location" required {...form.getInputProps('locationId')} />
          <Select
            label="Service type"
            required
            data={pestControlServiceTypes.map((type) => ({ value: type.value, label: type.label }))}
            {...form.getInputProps('serviceType')}
          />
          <TextInput
            label="Service date"
            type="date"
            required
            max={localToday()}
            description="The day of the visit; plan future visits as schedules"
            {...form.getInputProps('serviceDate')}
          />
          <TextInput
            label="Service time"
            type="time"
            required
            {...form.getInputProps('serviceTime')}
          />
        </SimpleGrid>
        <Textarea label="Comments" autosize minRows={2} {...form.getInputProps('comments')} />
        <ReportFilesInput uploads={uploads} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={create.isPending}
            disabled={uploads.busy || uploads.failed}
          >
            Save service record
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form, fresh (a new record id) after each saved record. */
export function RecordServiceForm(props: {
  orgId: number;
  userEmail: string;
  onRecorded: (record: PestControlRecord) => void;
}) {
  const [round, setRound] = useState(0);
  return (
    <RecordForm
      key={round}
      {...props}
      onRecorded={(record) => {
        props.onRecorded(record);
        setRound((n) => n + 1);
      }}
    />
  );
}
