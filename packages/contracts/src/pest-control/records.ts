import { z } from 'zod';
import { IsoDateTime, OrgId, OrgNumber, boundedText } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { personText, REASON_REQUIRED } from '../locations/fields';
import { Pagination, pageQuery, wholeNumber } from '../paging';
import { ServiceDate, PEST_CONTROL_TEXT_LIMITS, ServiceTime } from './fields';
import { MAX_REPORT_FILES, ReportFile, ReportFileInput } from './files';
import { MONTH_RECORDS_FETCH_LIMIT } from './rules';
import { PestControlServiceType } from './service-types';

/** A pest control service record as the API sends it (spec section 3). */
export const PestControlRecord = z.object({
  id: z.uuid(),
  consolePestControlId: z.uuid(),
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  serviceDate: z.string(),
  serviceTime: z.string().nullable(),
  serviceType: z.string(),
  comments: z.string().nullable(),
  orgId: OrgNumber,
  /** The vendor company that recorded it (null when the organisation recorded it itself). */
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  createdBy: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  reportFiles: z.array(ReportFile),
  /** Set when the record was deleted (soft delete: the files and history stay). */
  deactivatedAt: IsoDateTime.nullable(),
  deactivatedBy: z.string().nullable(),
  deactivationReason: z.string().nullable(),
});
export type PestControlRecord = z.infer<typeof PestControlRecord>;

const recordFields = {
  locationId: wholeNumber(1, 2_000_000_000),
  locationName: boundedText(PEST_CONTROL_TEXT_LIMITS.locationName).optional(),
  serviceDate: ServiceDate,
  serviceTime: ServiceTime,
  serviceType: PestControlServiceType,
  comments: boundedText(PEST_CONTROL_TEXT_LIMITS.comments).optional(),
  orgId: OrgId,
  /** Informational: the record keeps the signed-in person's e-mail address. */
  createdBy: personText().optional(),
};

const recordExample = {
  locationId: 1001,
  locationName: 'Lotus Bank Mumbai Main Branch',
  serviceDate: '2026-11-20',
  serviceTime: '10:30',
  serviceType: 'general',
  comments: 'Gel treatment in the pantry and the record room',
  orgId: 1,
  createdBy: 'pest@demo.example',
};

/** `POST /api/vendor/pest-control` (spec section 7). */
export const CreatePestControlBody = z
  .strictObject({ ...recordFields, consolePestControlId: z.uuid().optional() })
  .meta(requestExamples(recordExample));
export type CreatePestControlBody = z.input<typeof CreatePestControlBody>;

/** `POST /api/functions/add-pest-control-with-files`: the record and its uploaded files at once. */
export const AddPestControlWithFilesBody = z
  .strictObject({
    ...recordFields,
    consolePestControlId: z.uuid(),
    reportFiles: z.array(ReportFileInput).max(MAX_REPORT_FILES).default([]),
  })
  .meta(
    requestExamples({
      ...recordExample,
      consolePestControlId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      reportFiles: [],
    }),
  );
export type AddPestControlWithFilesBody = z.input<typeof AddPestControlWithFilesBody>;

/** `POST /api/functions/add-pest-control-files`: more files for an existing record. */
export const AddPestControlFilesBody = z
  .strictObject({
    orgId: OrgId,
    consolePestControlId: z.uuid(),
    reportFiles: z.array(ReportFileInput).min(1).max(MAX_REPORT_FILES),
  })
  .meta(
    requestExamples({
      orgId: 1,
      consolePestControlId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      reportFiles: [
        {
          fileName: 'photo.jpg',
          s3Key: 'orgs/1/pest-control/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/0a1b2c3d-photo.jpg',
          fileType: 'image/jpeg',
          fileSize: 20480,
        },
      ],
    }),
  );
export type AddPestControlFilesBody = z.input<typeof AddPestControlFilesBody>;

export const PestControlRecordData = z.object({ record: PestControlRecord });
export const PestControlRecordResponse = successEnvelope(PestControlRecordData);

const pestControlSortFields = [
  'serviceDate',
  'createdAt',
  'locationId',
  'locationName',
  'serviceType',
] as const;

/**
 * `GET /api/vendor/pest-control` (spec section 7): every filter, paging and sorting, and with
 * `statsType=monthly` the month's statistics (`month`, `year`; the current month by default).
 */
export const ListPestControlQuery = pageQuery({
  sortBy: pestControlSortFields,
  defaultSortBy: 'serviceDate',
  defaultSortOrder: 'desc',
  defaultLimit: 20,
  maxLimit: MONTH_RECORDS_FETCH_LIMIT,
}).extend({
  orgId: OrgId.optional(),
  startDate: ServiceDate.optional(),
  endDate: ServiceDate.optional(),
  locationId: wholeNumber(1, 2_000_000_000).optional(),
  serviceType: PestControlServiceType.optional(),
  statsType: z.literal('monthly').optional(),
  month: wholeNumber(1, 12).optional(),
  year: wholeNumber(2000, 2099).optional(),
  /** Soft-deleted records too (organisation roles; the history stays visible). */
  includeDeleted: z.enum(['true', 'false']).optional(),
});
export type ListPestControlQuery = z.input<typeof ListPestControlQuery>;

const LocationServiceBreakdown = z.object({
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  services: z.number().int(),
  lastServiceDate: z.string(),
});

/** Section 3's monthly statistics. */
export const PestControlMonthlyStats = z.object({
  month: z.number().int(),
  year: z.number().int(),
  totalServices: z.number().int(),
  locationsServiced: z.number().int(),
  locationBreakdown: z.array(LocationServiceBreakdown),
});
export type PestControlMonthlyStats = z.infer<typeof PestControlMonthlyStats>;

export const ListPestControlData = z.object({
  records: z.array(PestControlRecord),
  pagination: Pagination,
  monthlyStats: PestControlMonthlyStats.nullable(),
});
export type ListPestControlData = z.infer<typeof ListPestControlData>;
export const ListPestControlResponse = successEnvelope(ListPestControlData);

/** `/vendor/pest-control/{id}`: the record's id (or its consolePestControlId). */
export const PestControlParams = z.object({ id: z.uuid() });

/** `DELETE /api/vendor/pest-control/{id}` (spec section 7): a soft delete. */
export const DeletePestControlBody = z
  .strictObject({
    orgId: OrgId,
    deactivatedBy: personText().optional(),
    deactivationReason: boundedText(PEST_CONTROL_TEXT_LIMITS.reason).min(1, REASON_REQUIRED),
  })
  .meta(
    requestExamples({
      orgId: 1,
      deactivatedBy: 'pest@demo.example',
      deactivationReason: 'Entered twice',
    }),
  );
export type DeletePestControlBody = z.input<typeof DeletePestControlBody>;

/**
 * `GET /api/pest-control/locations/{locationId}/records?date=`: one location's records on a day
 * (the detail screen), or without a date its latest ones (the location dashboard).
 */
export const LocationRecordsParams = z.object({
  locationId: wholeNumber(1, 2_000_000_000),
});
export const LocationRecordsQuery = z.object({
  date: ServiceDate.optional(),
  limit: wholeNumber(1, 50).default(5),
});
export const LocationDayData = z.object({
  location: z.object({
    locationId: z.number().int(),
    name: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  records: z.array(PestControlRecord),
});
export type LocationDayData = z.infer<typeof LocationDayData>;
export const LocationDayResponse = successEnvelope(LocationDayData);
