import { z } from 'zod';
import { IsoDateTime, text } from './common';

/**
 * A presigned upload as the browser receives it (from the local driver or S3): POST `fields` and
 * then the file (field `file`) as multipart/form-data to `url`, before `expiresAt`.
 */
export const PresignedUploadForm = z.object({
  url: z.string().min(1),
  fields: z.record(z.string(), z.string()),
  expiresAt: IsoDateTime,
});
export type PresignedUploadForm = z.infer<typeof PresignedUploadForm>;

/** `GET /api/files/{key}`: the local driver's signed download URL (the signature authorises it). */
export const FileDownloadParams = z.object({
  '*': text().min(1).max(3072),
});
export const FileDownloadQuery = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, 'must be a time in seconds since 1970')
    .transform(Number),
  disposition: text().min(1).max(2048),
  signature: z.string().regex(/^[\w-]{43}$/, 'must be a signature of the link'),
});
