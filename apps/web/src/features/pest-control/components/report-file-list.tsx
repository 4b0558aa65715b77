import type { PestControlRecord, ReportFile } from '@fm/contracts';
import { Alert, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { requestDownloadUrl } from '../api/request-download-url';
import { fileSizeLabel } from '../lib/dates';

/** Starts a download from a signed link (the answer says attachment, so the page stays). */
function followLink(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A record's report files: download (a fresh five-minute link each time), and preview: images in
 * a dialog, PDFs in the browser's own viewer in a new tab (decision 034: the app's CSP allows no
 * frames or plugins, and a top-level tab is not framed).
 */
export function ReportFileList({
  record,
  orgId,
  userEmail,
}: {
  record: PestControlRecord;
  orgId: number;
  userEmail: string;
}) {
  const [preview, setPreview] = useState<{ file: ReportFile; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const link = async (file: ReportFile, inline: boolean) => {
    setError(null);
    try {
      return (
        await requestDownloadUrl({
          orgId,
          consolePestControlId: record.consolePestControlId,
          s3Key: file.s3Key,
          userEmail,
          inline,
        })
      ).downloadUrl;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return null;
    }
  };
  if (record.reportFiles.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No report files.
      </Text>
    );
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {record.reportFiles.map((file) => (
        <Group key={file.s3Key} justify="space-between" wrap="nowrap">
          <Text size="sm" truncate>
            {file.fileName}{' '}
            <Text span size="xs" c="dimmed">
              {file.fileType === 'application/pdf' ? 'PDF' : 'Image'},{' '}
              {fileSizeLabel(file.fileSize)}
            </Text>
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconEye size={14} />}
              aria-label={`Preview ${file.fileName}`}
              onClick={async () => {
                const url = await link(file, true);
                if (!url) return;
                if (file.fileType.startsWith('image/')) setPreview({ file, url });
                else window.open(url, '_blank', 'noopener');
              }}
            >
              Preview
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} />}
              aria-label={`Download ${file.fileName}`}
              onClick={async () => {
                const url = await link(file, false);
                if (url) followLink(url);
              }}
            >
              Download
            </Button>
          </Group>
        </Group>
      ))}
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={preview?.file.fileName}
        size="lg"
      >
        {preview && (
          <Image src={preview.url} alt={preview.file.fileName} fit="contain" mah="70vh" />
        )}
      </Modal>
    </Stack>
  );
}
