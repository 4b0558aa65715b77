import { randomUUID } from 'node:crypto';
import {
  addMonths,
  currentMonthIn,
  DEFAULT_TIME_ZONE,
  localToday,
  locationDisplayName,
  monthKey,
  monthRange,
  serviceTypeLabel,
  type YearMonth,
} from '@fm/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../client';
import {
  locations,
  pestControlFiles,
  pestControlRecords,
  pestControlSchedules,
  vendors,
} from '../schema';
import type { FileStorage } from '../../platform/storage/types';
import { fileKey, safeFileName } from '../../platform/storage/keys';
import { tinyPdf, tinyPng } from './demo-files';

const VENDOR_ID = 'VEN-002';
const VENDOR_EMAIL = 'pest@demo.example';

/** The service type of a branch's visit in a month: mostly general, the rest in turn. */
function serviceTypeFor(branch: number, monthIndex: number): string {
  if (monthIndex % 6 === 0) return 'termite';
  if ((branch + monthIndex) % 5 === 0) return 'rodent';
  if (monthIndex % 4 === 2 && branch % 3 === 0) return 'mosquito';
  if ((branch * 7 + monthIndex) % 13 === 0) return 'cockroach';
  return 'general';
}

const day = (period: YearMonth, dayOfMonth: number) => {
  const last = Number(monthRange(period).endDate.slice(8));
  return `${monthKey(period)}-${String(Math.min(dayOfMonth, last)).padStart(2, '0')}`;
};

/**
 * Twelve months of pest control on the demo's active branches, kept by the demo pest vendor
 * (VEN-002): one visit a month, a few months that slipped, a few branches overdue last month,
 * this month's visits up to today, and schedules for the coming weeks (completed ones linked to
 * their records, and a few missed). Each record has a generated PDF report (every fourth also a
 * photo); the bytes are written by `writeDemoPestControlFiles` once storage is up.
 */
export async function seedDemoPestControl(
  tx: Transaction,
  { demoOrgId, otherOrgId, now }: { demoOrgId: number; otherOrgId: number; now: Date },
) {
  const branches = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.orgId, demoOrgId), inArray(locations.status, ['active', 'approved'])))
    .orderBy(locations.locationId);
  const current = currentMonthIn(DEFAULT_TIME_ZONE, now);
  const today = localToday(now, DEFAULT_TIME_ZONE);
  const records: (typeof pestControlRecords.$inferInsert & { id: string })[] = [];
  const files: (typeof pestControlFiles.$inferInsert)[] = [];
  const schedules: (typeof pestControlSchedules.$inferInsert)[] = [];

  branches.forEach((branch, index) => {
    const name = locationDisplayName(branch);
    const overdueLastMonth = index % 11 === 3;
    for (let offset = -11; offset <= 0; offset += 1) {
      const period = addMonths(current, offset);
      const monthIndex = offset + 11;
      const serviceDate = day(period, 2 + ((index * 5 + monthIndex * 3) % 25));
      const slipped = (index * 7 + monthIndex) % 29 === 0;
      const skip =
        (offset === -1 && overdueLastMonth) ||
        (offset < -1 && slipped) ||
        (offset === 0 && (serviceDate > today || index % 3 === 0));
      const serviceType = serviceTypeFor(index, monthIndex);
      const scheduleDate = day(period, Number(serviceDate.slice(8)) - 1 || 1);
      if (skip) {
        // A planned visit that did not happen (past), or one still to come (this month).
        if (offset >= -2)
          schedules.push({
            orgId: demoOrgId,
            locationId: branch.locationId,
            locationName: name,
            scheduleDate: offset === 0 && scheduleDate < today ? today : scheduleDate,
            serviceType,
            vendorId: VENDOR_ID,
            createdBy: VENDOR_EMAIL,
          });
        continue;
      }
      const id = randomUUID();
      const consolePestControlId = randomUUID();
      const serviceTime = `${String(9 + ((index + monthIndex) % 8)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
      const createdAt = new Date(`${serviceDate}T${serviceTime}:00+05:30`);
      records.push({
        id,
        orgId: demoOrgId,
        consolePestControlId,
        locationId: branch.locationId,
        locationName: name,
        serviceDate,
        serviceTime,
        serviceType,
        comments:
          serviceType === 'termite'
            ? 'Anti-termite drilling and injection along the walls'
            : `${serviceTypeLabel(serviceType)} done; branch staff informed`,
        vendorId: VENDOR_ID,
        createdBy: VENDOR_EMAIL,
        createdAt,
        updatedAt: createdAt,
      });
      const reportName = `Service report ${serviceDate}.pdf`;
      files.push({
        orgId: demoOrgId,
        recordId: id,
        fileName: reportName,
        s3Key: fileKey(
          demoOrgId,
          'pest-control',
          consolePestControlId,
          `${id.slice(0, 8)}-${safeFileName(reportName)}`,
        ),
        fileType: 'application/pdf',
        fileSize: 0,
        uploadedAt: createdAt,
        attachedBy: VENDOR_EMAIL,
      });
      if (index % 4 === 0)
        files.push({
          orgId: demoOrgId,
          recordId: id,
          fileName: 'treatment-photo.png',
          s3Key: fileKey(
            demoOrgId,
            'pest-control',
            consolePestControlId,
            `${id.slice(4, 12)}-treatment-photo.png`,
          ),
          fileType: 'image/png',
          fileSize: 0,
          uploadedAt: createdAt,
          attachedBy: VENDOR_EMAIL,
        });
      if (offset >= -2)
        schedules.push({
          orgId: demoOrgId,
          locationId: branch.locationId,
          locationName: name,
          scheduleDate,
          serviceType,
          vendorId: VENDOR_ID,
          status: 'completed',
          completedDate: serviceDate,
          completedBy: VENDOR_EMAIL,
          pestControlRecordId: id,
          createdBy: VENDOR_EMAIL,
        });
    }
    // Next month's visit for every branch.
    schedules.push({
      orgId: demoOrgId,
      locationId: branch.locationId,
      locationName: name,
      scheduleDate: day(addMonths(current, 1), 3 + ((index * 5) % 24)),
      serviceType: serviceTypeFor(index, 12),
      vendorId: VENDOR_ID,
      createdBy: VENDOR_EMAIL,
    });
  });

  // File sizes are those of the generated bytes (made again, identically, when written).
  for (const file of files) file.fileSize = demoFileBytes(file, records).length;

  const insertInBatches = async <T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) => {
    for (let start = 0; start < rows.length; start += 500)
      await insert(rows.slice(start, start + 500));
  };
  await insertInBatches(records, (batch) => tx.insert(pestControlRecords).values(batch));
  await insertInBatches(files, (batch) => tx.insert(pestControlFiles).values(batch));
  await insertInBatches(schedules, (batch) => tx.insert(pestControlSchedules).values(batch));

  // The other organisation: one record and one schedule of its own, so the walls have both sides.
  const [warehouse] = await tx
    .select()
    .from(locations)
    .where(eq(locations.orgId, otherOrgId))
    .orderBy(locations.locationId)
    .limit(1);
  if (warehouse) {
    const serviceDate = day(current, 1);
    await tx.insert(pestControlRecords).values({
      orgId: otherOrgId,
      consolePestControlId: randomUUID(),
      locationId: warehouse.locationId,
      locationName: locationDisplayName(warehouse),
      serviceDate,
      serviceTime: '11:00',
      serviceType: 'rodent',
      comments: 'Bait stations checked',
      createdBy: 'admin@other.example',
    });
    await tx.insert(pestControlSchedules).values({
      orgId: otherOrgId,
      locationId: warehouse.locationId,
      locationName: locationDisplayName(warehouse),
      scheduleDate: day(addMonths(current, 1), 1),
      serviceType: 'rodent',
      createdBy: 'admin@other.example',
    });
  }
}

interface DemoFile {
  recordId: string;
  fileType: string;
}

interface DemoRecord {
  id: string;
  locationName?: string | null;
  serviceDate: string;
  serviceTime?: string | null;
  serviceType: string;
  comments?: string | null;
}

function demoFileBytes(file: DemoFile, records: DemoRecord[]): Buffer {
  const record = records.find((candidate) => candidate.id === file.recordId);
  if (file.fileType === 'image/png') {
    const shade = record ? Number(record.serviceDate.slice(8)) * 6 : 90;
    return tinyPng(96, 64, [40 + shade, 140, 90]);
  }
  return tinyPdf([
    'Shield Pest Solutions - Service report',
    `Branch: ${record?.locationName ?? ''}`,
    `Date: ${record?.serviceDate ?? ''} ${record?.serviceTime ?? ''}`,
    `Service: ${record ? serviceTypeLabel(record.serviceType) : ''}`,
    `Notes: ${record?.comments ?? ''}`,
    'Technician: Arjun Menon',
  ]);
}

/**
 * Writes the demo's report files that storage does not have yet (first start, or after the
 * files folder was removed). Runs as the table owner, across organisations, at start-up.
 */
export async function writeDemoPestControlFiles(
  db: Database,
  storage: FileStorage,
  logger: FastifyBaseLogger,
): Promise<void> {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, VENDOR_ID)).limit(1);
  if (!vendor) return;
  const rows = await db
    .select({
      s3Key: pestControlFiles.s3Key,
      fileType: pestControlFiles.fileType,
      recordId: pestControlFiles.recordId,
      id: pestControlRecords.id,
      locationName: pestControlRecords.locationName,
      serviceDate: pestControlRecords.serviceDate,
      serviceTime: pestControlRecords.serviceTime,
      serviceType: pestControlRecords.serviceType,
      comments: pestControlRecords.comments,
    })
    .from(pestControlFiles)
    .innerJoin(pestControlRecords, eq(pestControlRecords.id, pestControlFiles.recordId))
    .where(
      and(
        eq(pestControlRecords.orgId, vendor.orgId),
        eq(pestControlRecords.vendorId, VENDOR_ID),
        eq(pestControlFiles.attachedBy, VENDOR_EMAIL),
        sql`${pestControlRecords.createdAt} = ${pestControlFiles.uploadedAt}`,
      ),
    );
  let written = 0;
  for (const row of rows) {
    if (await storage.stat(row.s3Key)) continue;
    await storage.put(row.s3Key, demoFileBytes(row, [row]), row.fileType);
    written += 1;
  }
  if (written) logger.info({ files: written }, 'wrote the demo pest control report files');
}
