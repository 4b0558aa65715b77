import { REPORT_FILE_TYPES, reportFileProblem, type ReportFileInput } from '@fm/contracts';
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconRefresh, IconX } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { failureMessages } from '@/lib/messages';
import { uploadFile } from '@/lib/upload-file';
import { requestUploadUrl } from '../api/request-upload-url';
import { fileSizeLabel } from '../lib/dates';

export interface PendingFile {
  key: string;
  file: File;
  state: 'uploading' | 'done' | 'failed';
  fraction: number;
  error?: string;
  uploaded?: ReportFileInput;
}

/**
 * Report files of a record being made: each file goes up as soon as it is picked (presigned POST
 * under the record's id), with its own progress bar; a failed one shows the spec's text
 * ('Upload failed: {statusText}', 'Upload failed due to network error') and can be retried.
 */
export function useReportUploads(orgId: number, consolePestControlId: string) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const counter = useRef(0);
  const update = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );

  const send = useCallback(
    async (key: string, file: File) => {
      update(key, { state: 'uploading', fraction: 0, error: undefined });
      try {
        const upload = await requestUploadUrl({
          orgId,
          consolePestControlId,
          fileName: file.name,
          fileType: file.type as (typeof REPORT_FILE_TYPES)[number],
          fileSize: file.size,
        });
        await uploadFile(upload, file, {
          onProgress: ({ fraction }) => update(key, { fraction }),
        });
        update(key, {
          state: 'done',
          fraction: 1,
          uploaded: {
            fileName: file.name,
            s3Key: upload.s3Key,
            fileType: file.type as (typeof REPORT_FILE_TYPES)[number],
            fileSize: file.size,
            uploadedAt: new Date().toISOString(),
          },
        });
      } catch (error) {
        update(key, {
          state: 'failed',
          error: error instanceof Error ? error.message : failureMessages.uploadNetwork,
        });
      }
    },
    [orgId, consolePestControlId],
  );

  const add = (picked: File[]) => {
    for (const file of picked) {
      counter.current += 1;
      const key = `${counter.current}-${file.name}`;
      const problem = reportFileProblem(file);
      setFiles((current) => [
        ...current,
        problem
          ? { key, file, state: 'failed', fraction: 0, error: problem }
          : { key, file, state: 'uploading', fraction: 0 },
      ]);
      if (!problem) void send(key, file);
    }
  };
  const retry = (entry: PendingFile) => {
    if (!reportFileProblem(entry.file)) void send(entry.key, entry.file);
  };
  const remove = (key: string) => setFiles((current) => current.filter((f) => f.key !== key));
  const reset = () => setFiles([]);
  return {
    files,
    add,
    retry,
    remove,
    reset,
    busy: files.some((entry) => entry.state === 'uploading'),
    failed: files.some((entry) => entry.state === 'failed'),
    uploaded: files.flatMap((entry) => (entry.uploaded ? [entry.uploaded] : [])),
  };
}

export function ReportFilesInput({ uploads }: { uploads: ReturnType<typeof useReportUploads> }) {
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={uploads.add} accept={REPORT_FILE_TYPES.join(',')} multiple>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />}>
              Add report files
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          PDF or images, up to 20 MB each
        </Text>
      </Group>
      {uploads.files.map((entry) => (
        <Stack key={entry.key} gap={4} aria-label={`Upload of ${entry.file.name}`} role="group">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {entry.file.name} ({fileSizeLabel(entry.file.size)})
            </Text>
            <Group gap={4} wrap="nowrap">
              {entry.state === 'failed' && !reportFileProblem(entry.file) && (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => uploads.retry(entry)}
                >
                  Retry
                </Button>
              )}
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${entry.file.name}`}
                onClick={() => uploads.remove(entry.key)}
                disabled={entry.state === 'uploading'}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          </Group>
          <Progress
            value={Math.round(entry.fraction * 100)}
            color={entry.state === 'failed' ? 'red' : entry.state === 'done' ? 'green' : 'blue'}
            aria-label={`${entry.file.name} upload progress`}
            size="sm"
          />
          <Text
            size="xs"
            c={entry.state === 'failed' ? 'red' : 'dimmed'}
            role={entry.state === 'failed' ? 'alert' : undefined}
          >
            {entry.state === 'failed'
              ? entry.error
              : entry.state === 'done'
                ? 'Uploaded'
                : `Uploading… ${Math.round(entry.fraction * 100)}%`}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
