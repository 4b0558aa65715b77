import { PestControlDownloadUrlData, type PestControlDownloadUrlBody } from '@fm/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * `pest-control-download-url`: a short-lived link (inline for previews), asked for when a
 * person opens a file, so never cached.
 */
export const requestDownloadUrl = (body: PestControlDownloadUrlBody) =>
  apiRequest('/functions/pest-control-download-url', {
    method: 'POST',
    body,
    schema: PestControlDownloadUrlData,
  });
