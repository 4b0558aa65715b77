import { randomUUID } from 'node:crypto';
import type {
  PestControlDownloadUrlBody,
  PestControlUploadUrlBody,
  ReportFileInput,
} from '@fm/contracts';
import {
  MAX_REPORT_FILE_BYTES,
  REPORT_DOWNLOAD_TTL_SECONDS,
  REPORT_FILE_TYPES,
  REPORT_UPLOAD_TTL_SECONDS,
  type PestControlDownloadUrlData,
  type PestControlUploadUrlData,
} from '@fm/contracts';
import type { z } from 'zod';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import type { PestControlRecordRow } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { fileKey, orgPrefix, safeFileName } from '../../platform/storage';
import type { ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { insertFiles, selectRecordFile } from './file-queries';
import { findRecord, selectRecordId } from './queries';
import { recordScope } from './scope';

/**
 * Report files (issue 12, decision 022): a record's files live under
 * `orgs/{orgId}/pest-control/{consolePestControlId}/`, so a key says which organisation and
 * which record it belongs to. The client picks the record's id, uploads under it, then attaches
 * what it uploaded; only keys under that prefix, present in storage, of an allowed type and
 * size, and not attached yet can be attached.
 */
const reportPrefix = (orgId: number, consolePestControlId: string) =>
  `${orgPrefix(orgId)}pest-control/${consolePestControlId}/`;

/** Where the clean-up job looks for uploads that no record took. */
export const reportRoot = (orgId: number) => `${orgPrefix(orgId)}pest-control/`;

type UploadUrlInput = z.output<typeof PestControlUploadUrlBody>;

/** `pest-control-upload-url`: a presigned POST for one file of a new or an existing record. */
export async function reportUploadUrl(
  { db, caller, platform }: ServiceContext,
  input: UploadUrlInput,
): Promise<PestControlUploadUrlData> {
  authorize(caller, 'pest-control:record');
  assertOwnOrg(caller, input.orgId);
  await inTenant(
    db,
    caller.orgId,
    async (tx) => {
      // An id already taken must be a live record the caller may change; a new id is free.
      const existing = await selectRecordId(tx, caller.orgId, input.consolePestControlId);
      if (existing) await findRecord(tx, caller.orgId, { id: existing.id }, recordScope(caller));
    },
    { readOnly: true },
  );
  const key = fileKey(
    caller.orgId,
    'pest-control',
    input.consolePestControlId,
    `${randomUUID().slice(0, 8)}-${safeFileName(input.fileName)}`,
  );
  const upload = await platform.storage.presignUpload({
    key,
    contentType: input.fileType,
    maxBytes: MAX_REPORT_FILE_BYTES,
    expiresInSeconds: REPORT_UPLOAD_TTL_SECONDS,
  });
  return { ...upload, expiresAt: upload.expiresAt.toISOString(), s3Key: key };
}

type AttachInput = z.output<typeof ReportFileInput>;

/** Attaches uploaded files to a record inside the caller's transaction; refuses foreign keys. */
export async function attachFiles(
  tx: Transaction,
  { caller, platform }: ServiceContext,
  record: PestControlRecordRow,
  files: AttachInput[],
): Promise<void> {
  const prefix = reportPrefix(caller.orgId, record.consolePestControlId);
  const seen = new Set<string>();
  const rows = [];
  for (const file of files) {
    const name = file.fileName;
    if (!file.s3Key.startsWith(prefix) || file.s3Key.slice(prefix.length).includes('/'))
      throw badRequest(`${name}: not a file uploaded for this pest control record`);
    if (seen.has(file.s3Key)) throw badRequest(`${name}: the same file is attached twice`);
    seen.add(file.s3Key);
    const stored = await platform.storage.stat(file.s3Key);
    if (!stored) throw badRequest(`${name}: the file was not uploaded`);
    if (!(REPORT_FILE_TYPES as readonly string[]).includes(stored.contentType))
      throw badRequest(`${name}: only PDF and image files can be attached`);
    if (stored.contentType !== file.fileType)
      throw badRequest(`${name}: the uploaded file is ${stored.contentType}, not ${file.fileType}`);
    if (stored.size > MAX_REPORT_FILE_BYTES) throw badRequest(`${name}: larger than 20 MB`);
    if (stored.size !== file.fileSize)
      throw badRequest(`${name}: the uploaded file has ${stored.size} bytes, not ${file.fileSize}`);
    rows.push({
      orgId: caller.orgId,
      recordId: record.id,
      fileName: name,
      s3Key: file.s3Key,
      fileType: stored.contentType,
      fileSize: stored.size,
      uploadedAt: file.uploadedAt ? new Date(file.uploadedAt) : stored.lastModified,
      attachedBy: caller.email,
    });
  }
  if (rows.length === 0) return;
  try {
    await insertFiles(tx, rows);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A report file is already attached');
    throw error;
  }
}

/** `pest-control-download-url`: a short-lived link to one file of a record the caller may see. */
export async function reportDownloadUrl(
  { db, caller, platform }: ServiceContext,
  input: z.output<typeof PestControlDownloadUrlBody>,
): Promise<PestControlDownloadUrlData> {
  authorize(caller, 'pest-control:read');
  assertOwnOrg(caller, input.orgId);
  const file = await inTenant(
    db,
    caller.orgId,
    async (tx) => {
      const record = await findRecord(
        tx,
        caller.orgId,
        { consolePestControlId: input.consolePestControlId },
        recordScope(caller),
        { includeDeleted: caller.role !== 'vendor' },
      );
      const row = await selectRecordFile(tx, caller.orgId, record.id, input.s3Key);
      if (!row) throw notFound('Report file');
      return row;
    },
    { readOnly: true },
  );
  const downloadUrl = await platform.storage.presignDownload(file.s3Key, {
    expiresInSeconds: REPORT_DOWNLOAD_TTL_SECONDS,
    fileName: file.fileName,
    inline: input.inline,
  });
  const expiresAt = new Date(platform.clock.now().getTime() + REPORT_DOWNLOAD_TTL_SECONDS * 1000);
  return {
    downloadUrl,
    expiresAt: expiresAt.toISOString(),
    fileName: file.fileName,
    fileType: file.fileType,
  };
}
