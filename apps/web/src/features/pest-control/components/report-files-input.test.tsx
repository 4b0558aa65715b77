import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type * as UploadModule from '@/lib/upload-file';
import { UploadError, uploadFile } from '@/lib/upload-file';
import { requestUploadUrl } from '../api/request-upload-url';
import { ReportFilesInput, useReportUploads } from './report-files-input';

vi.mock('../api/request-upload-url', () => ({ requestUploadUrl: vi.fn() }));
vi.mock('@/lib/upload-file', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadFile: vi.fn(),
}));

function Harness() {
  const uploads = useReportUploads(1, '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f');
  return (
    <>
      <ReportFilesInput uploads={uploads} />
      <p>{uploads.uploaded.map((file) => file.s3Key).join(',') || 'nothing uploaded'}</p>
    </>
  );
}

describe('report files of a new record', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(requestUploadUrl).mockResolvedValue({
      url: '/api/files',
      fields: { key: 'k' },
      expiresAt: '2026-11-24T10:00:00.000Z',
      s3Key: 'orgs/1/pest-control/x/a-report.pdf',
    });
  });

  it('shows progress, the spec text of a failed upload, and uploads again on retry', async () => {
    vi.mocked(uploadFile)
      .mockImplementationOnce(async (_upload, _file, options) => {
        options?.onProgress?.({ loaded: 5, total: 10, fraction: 0.5 });
        throw new UploadError('Upload failed: Forbidden', 403);
      })
      .mockImplementationOnce(async (_upload, _file, options) => {
        options?.onProgress?.({ loaded: 10, total: 10, fraction: 1 });
      });
    const { container } = renderWithProviders(<Harness />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed: Forbidden');
    expect(screen.getByText('nothing uploaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'report.pdf upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('orgs/1/pest-control/x/a-report.pdf')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });

  it('refuses other types and files over 20 MB before sending anything', async () => {
    const { container } = renderWithProviders(<Harness />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<p>'], 'page.html', { type: 'text/html' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF and image files');
    const big = new File(['%PDF-1.4'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    expect(await screen.findByText('File must be at most 20 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(requestUploadUrl).not.toHaveBeenCalled();
  });
});
