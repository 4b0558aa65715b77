import { PestControlUploadUrlData, type PestControlUploadUrlBody } from '@fm/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * `pest-control-upload-url`: a presigned POST for one file. A step of an upload (called by
 * `ReportFilesInput` for each file), not a cached query or a change of its own.
 */
export const requestUploadUrl = (body: PestControlUploadUrlBody) =>
  apiRequest('/functions/pest-control-upload-url', {
    method: 'POST',
    body,
    schema: PestControlUploadUrlData,
  });
