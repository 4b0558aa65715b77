import { BILL_FILE_TYPES, type EsgBillBody, type EsgResource } from '@fm/contracts';
import {
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { Feedback } from '@/components/feedback';
import { uploadFile } from '@/lib/upload-file';
import { useCreateBill } from '../api/create-bill';
import { requestBillUploadUrl } from '../api/request-bill-upload-url';

const units: Record<EsgResource, string[]> = {
  electricity: ['kWh', 'MWh'],
  diesel: ['L', 'kL'],
  water: ['kL', 'm3', 'L'],
  solar: ['kWh', 'MWh'],
};

export interface BillDraft {
  locationId?: number;
  resource?: EsgResource;
  month?: string;
}

/** Enter a bill (with its PDF or image) or a manual entry; the dialog stays open while it saves. */
export function BillForm({
  draft,
  onClose,
  onDone,
}: {
  draft: BillDraft;
  onClose: () => void;
  onDone: (feedback: Feedback) => void;
}) {
  const month = draft.month ?? new Date().toISOString().slice(0, 7);
  const [locationId, setLocationId] = useState<number | string>(draft.locationId ?? '');
  const [resource, setResource] = useState<EsgResource>(draft.resource ?? 'electricity');
  const [periodStart, setPeriodStart] = useState(`${month}-01`);
  const [periodEnd, setPeriodEnd] = useState(`${month}-28`);
  const [quantity, setQuantity] = useState<number | string>('');
  const [unit, setUnit] = useState(units[resource][0]!);
  const [cost, setCost] = useState<number | string>('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = useCreateBill();

  const save = async () => {
    setError(null);
    setBusy(true);
    try {
      let fileKey: string | undefined;
      if (file) {
        const upload = await requestBillUploadUrl({
          locationId: Number(locationId),
          fileName: file.name,
          fileType: file.type as (typeof BILL_FILE_TYPES)[number],
          fileSize: file.size,
        });
        await uploadFile(upload, file);
        fileKey = upload.fileKey;
      }
      const body: EsgBillBody = {
        locationId: Number(locationId),
        resource,
        kind: file ? 'bill' : 'manual',
        periodStart,
        periodEnd,
        quantity: Number(quantity),
        unit: unit as EsgBillBody['unit'],
        cost: cost === '' ? null : Number(cost),
        fileKey: fileKey ?? null,
        fileName: file?.name ?? null,
      };
      await create.mutateAsync(body);
      onDone({ color: 'green', title: file ? 'Bill saved with its document' : 'Entry saved' });
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The bill could not be saved');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Enter a bill or reading">
      <Stack>
        <NumberInput label="Location number" value={locationId} onChange={setLocationId} required />
        <Select
          label="Resource"
          data={[
            { value: 'electricity', label: 'Electricity (grid)' },
            { value: 'diesel', label: 'Diesel (DG set)' },
            { value: 'water', label: 'Water' },
            { value: 'solar', label: 'Solar generation' },
          ]}
          value={resource}
          allowDeselect={false}
          onChange={(value) => {
            const next = (value ?? 'electricity') as EsgResource;
            setResource(next);
            setUnit(units[next][0]!);
          }}
        />
        <Group grow>
          <TextInput
            label="Period from"
            type="date"
            value={periodStart}
            onChange={(event) => setPeriodStart(event.currentTarget.value)}
          />
          <TextInput
            label="Period to"
            type="date"
            value={periodEnd}
            onChange={(event) => setPeriodEnd(event.currentTarget.value)}
          />
        </Group>
        <Group grow>
          <NumberInput label="Quantity" min={0} value={quantity} onChange={setQuantity} required />
          <Select
            label="Unit"
            data={units[resource]}
            value={unit}
            allowDeselect={false}
            onChange={(value) => setUnit(value ?? units[resource][0]!)}
          />
        </Group>
        <NumberInput label="Cost (₹)" min={0} value={cost} onChange={setCost} />
        <FileInput
          label="Bill (PDF or image)"
          placeholder="Choose a file"
          accept={BILL_FILE_TYPES.join(',')}
          value={file}
          onChange={setFile}
          clearable
        />
        {error && (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {error}
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
