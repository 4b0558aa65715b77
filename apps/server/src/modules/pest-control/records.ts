import type { PestControlRecord, PestControlSchedule, ReportFile } from '@fm/contracts';
import type {
  PestControlFileRow,
  PestControlRecordRow,
  PestControlScheduleRow,
} from '../../db/schema';

// Rows to the contract's records. No I/O.

/** A stored report file as a record lists it. */
const toReportFile = (file: PestControlFileRow): ReportFile => ({
  fileName: file.fileName,
  s3Key: file.s3Key,
  fileType: file.fileType,
  fileSize: file.fileSize,
  uploadedAt: file.uploadedAt.toISOString(),
});

/** A record with its files (in the order given) and its vendor's name. */
export const toRecord = (
  row: PestControlRecordRow,
  files: PestControlFileRow[],
  vendorName: string | null,
): PestControlRecord => ({
  id: row.id,
  consolePestControlId: row.consolePestControlId,
  locationId: row.locationId,
  locationName: row.locationName,
  serviceDate: row.serviceDate,
  serviceTime: row.serviceTime,
  serviceType: row.serviceType,
  comments: row.comments,
  orgId: row.orgId,
  vendorId: row.vendorId,
  vendorName,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  deactivatedBy: row.deactivatedBy,
  deactivationReason: row.deactivationReason,
  reportFiles: files.map(toReportFile),
});

export const toSchedule = (row: PestControlScheduleRow): PestControlSchedule => ({
  id: row.id,
  orgId: row.orgId,
  locationId: row.locationId,
  locationName: row.locationName,
  scheduleDate: row.scheduleDate,
  status: row.status,
  serviceType: row.serviceType,
  notes: row.notes,
  vendorId: row.vendorId,
  completedDate: row.completedDate,
  completedBy: row.completedBy,
  pestControlRecordId: row.pestControlRecordId,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
