import { z } from 'zod';
import { IsoDateTime, OrgId, text } from '../common';
import { PresignedUploadForm } from '../files';
import { successEnvelope, requestExamples } from '../envelope';
import { personText } from '../locations/fields';
import { wholeNumber } from '../paging';
import { PEST_CONTROL_TEXT_LIMITS } from './fields';

/** Report files: PDF and images only (issue 12), at most 20 MB each, at most 10 per record. */
export const REPORT_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;
export const MAX_REPORT_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_REPORT_FILES = 10;
/** An upload form stays valid this long (a 20 MB file on a slow line). */
export const REPORT_UPLOAD_TTL_SECONDS = 15 * 60;
/** A download link stays valid this long. */
export const REPORT_DOWNLOAD_TTL_SECONDS = 5 * 60;
/** An upload no record took within this long is removed by the clean-up job. */
export const UNATTACHED_UPLOAD_MAX_AGE_HOURS = 24;

const REPORT_FILE_TYPE_MESSAGE = 'Only PDF and image files (PNG, JPEG, GIF, WebP) can be uploaded';
const ReportFileType = z.enum(REPORT_FILE_TYPES, { error: REPORT_FILE_TYPE_MESSAGE });

/** Whether a browser file may be uploaded as a report (checked again by the server). */
export function reportFileProblem(file: { type: string; size: number }): string | null {
  if (!(REPORT_FILE_TYPES as readonly string[]).includes(file.type))
    return REPORT_FILE_TYPE_MESSAGE;
  if (file.size <= 0) return 'The file is empty';
  if (file.size > MAX_REPORT_FILE_BYTES) return 'File must be at most 20 MB';
  return null;
}

/** A report file as it is attached to a record and sent back (spec section 3). */
export const ReportFile = z.object({
  fileName: z.string(),
  s3Key: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  uploadedAt: IsoDateTime,
});
export type ReportFile = z.infer<typeof ReportFile>;

/** A report file a caller attaches: one it uploaded under the record's id. */
export const ReportFileInput = z.strictObject({
  fileName: text().trim().min(1).max(PEST_CONTROL_TEXT_LIMITS.fileName),
  s3Key: text().min(1).max(1024),
  fileType: ReportFileType,
  fileSize: wholeNumber(1, MAX_REPORT_FILE_BYTES),
  uploadedAt: IsoDateTime.optional(),
});
export type ReportFileInput = z.input<typeof ReportFileInput>;

const exampleId = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

/** `POST /api/functions/pest-control-upload-url` */
export const PestControlUploadUrlBody = z
  .strictObject({
    orgId: OrgId,
    consolePestControlId: z.uuid(),
    fileName: text().trim().min(1, 'File name is required').max(PEST_CONTROL_TEXT_LIMITS.fileName),
    fileType: ReportFileType,
    fileSize: wholeNumber(1, MAX_REPORT_FILE_BYTES),
  })
  .meta(
    requestExamples({
      orgId: 1,
      consolePestControlId: exampleId,
      fileName: 'service-report.pdf',
      fileType: 'application/pdf',
      fileSize: 48213,
    }),
  );
export type PestControlUploadUrlBody = z.input<typeof PestControlUploadUrlBody>;

export const PestControlUploadUrlData = PresignedUploadForm.extend({ s3Key: z.string() });
export type PestControlUploadUrlData = z.infer<typeof PestControlUploadUrlData>;
export const PestControlUploadUrlResponse = successEnvelope(PestControlUploadUrlData);

/** `POST /api/functions/pest-control-download-url` */
export const PestControlDownloadUrlBody = z
  .strictObject({
    orgId: OrgId,
    consolePestControlId: z.uuid(),
    s3Key: text().min(1).max(1024),
    userEmail: personText().optional(),
    /** Shown in the browser (image or PDF preview) rather than saved. */
    inline: z.boolean().default(false),
  })
  .meta(
    requestExamples({
      orgId: 1,
      consolePestControlId: exampleId,
      s3Key: `orgs/1/pest-control/${exampleId}/a1b2c3d4-service-report.pdf`,
      userEmail: 'admin@demo.example',
    }),
  );
export type PestControlDownloadUrlBody = z.input<typeof PestControlDownloadUrlBody>;

export const PestControlDownloadUrlData = z.object({
  downloadUrl: z.string(),
  expiresAt: IsoDateTime,
  fileName: z.string(),
  fileType: z.string(),
});
export type PestControlDownloadUrlData = z.infer<typeof PestControlDownloadUrlData>;
export const PestControlDownloadUrlResponse = successEnvelope(PestControlDownloadUrlData);
