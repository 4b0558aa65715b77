import { z } from 'zod';
import { IsoDateTime, boundedText, text } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { PresignedUploadForm } from '../files';
import { Pagination, pageQuery, wholeNumber } from '../paging';
import { EmissionFactor, EmittingResource, FactorUnitName } from './factors';
import { BillKind, EsgResource, WasteCategory, esgUnitNames } from './resources';

/*
 * The ESG API's requests and records (bills, waste, factors, month closings). The report's
 * shapes are in report.ts.
 */

const LOCATION_NUMBER = wholeNumber(1, 2_147_483_647);

/** 'YYYY-MM-DD', a real calendar day. */
const CalendarDay = text().pipe(z.iso.date({ message: 'must be a date YYYY-MM-DD' }));
/** 'YYYY-MM'. */
export const CalendarMonth = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM');

/** PDF or an image, at most 20 MB: a bill's document. */
export const BILL_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;
export const MAX_BILL_FILE_BYTES = 20 * 1024 * 1024;

export const EsgBillRecord = z.object({
  id: z.uuid(),
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  resource: EsgResource,
  kind: BillKind,
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Days of the period, both ends included. */
  days: z.number().int(),
  quantity: z.number(),
  unit: z.string(),
  /** In the resource's base unit (kWh, L, kL). */
  baseQuantity: z.number(),
  cost: z.number().nullable(),
  reference: z.string().nullable(),
  fileName: z.string().nullable(),
  hasFile: z.boolean(),
  createdBy: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type EsgBillRecord = z.infer<typeof EsgBillRecord>;

/**
 * `POST /api/esg/bills` and `PUT /api/esg/bills/{id}`: a bill (with the key of its uploaded
 * document) or a manual entry. A quantity under 0, a unit that is not the resource's, a period
 * that ends before it starts, or one that shares a day with another bill of the same location
 * and resource is a 400 naming the field.
 */
export const EsgBillBody = z
  .strictObject({
    locationId: LOCATION_NUMBER,
    resource: EsgResource,
    kind: BillKind.default('bill'),
    periodStart: CalendarDay,
    periodEnd: CalendarDay,
    quantity: z.number().min(0, 'must be 0 or more').max(1e12),
    unit: z.enum(esgUnitNames, { error: `must be one of ${esgUnitNames.join(', ')}` }),
    cost: z.number().min(0, 'must be 0 or more').max(1e12).nullable().optional(),
    reference: boundedText(120).nullable().optional(),
    /** The key `upload-url` answered, once the file is uploaded; null removes the document. */
    fileKey: text().min(1).max(1024).nullable().optional(),
    fileName: boundedText(255).nullable().optional(),
  })
  .meta(
    requestExamples({
      locationId: 1001,
      resource: 'electricity',
      kind: 'bill',
      periodStart: '2026-10-16',
      periodEnd: '2026-11-15',
      quantity: 3100,
      unit: 'kWh',
      cost: 27900,
      reference: 'MSEDCL 4471-2026-11',
    }),
  );
export type EsgBillBody = z.infer<typeof EsgBillBody>;

export const EsgBillParams = z.object({ id: z.uuid() });

/** `GET /api/esg/bills?locationId=&resource=&from=&to=`: bills whose period touches from..to. */
export const ListEsgBillsQuery = pageQuery({
  sortBy: ['periodStart', 'locationId', 'resource', 'createdAt'],
  defaultSortBy: 'periodStart',
  defaultSortOrder: 'desc',
  defaultLimit: 25,
  maxLimit: 200,
}).extend({
  locationId: LOCATION_NUMBER.optional(),
  resource: EsgResource.optional(),
  from: CalendarMonth.optional(),
  to: CalendarMonth.optional(),
});
export type ListEsgBillsQuery = z.infer<typeof ListEsgBillsQuery>;

const ListEsgBillsData = z.object({ bills: z.array(EsgBillRecord), pagination: Pagination });
export const ListEsgBillsResponse = successEnvelope(ListEsgBillsData);
export const EsgBillData = z.object({ bill: EsgBillRecord });
export const EsgBillResponse = successEnvelope(EsgBillData);
export const EsgDeletedResponse = successEnvelope(z.object({ id: z.string() }));

/** `POST /api/esg/bills/upload-url`: a presigned POST for a bill's document. */
export const EsgBillUploadBody = z
  .strictObject({
    locationId: LOCATION_NUMBER,
    fileName: boundedText(255).min(1, 'is required'),
    fileType: z.enum(BILL_FILE_TYPES, {
      error: 'Only PDF and image files (PNG, JPEG, GIF, WebP) can be uploaded',
    }),
    fileSize: wholeNumber(1, MAX_BILL_FILE_BYTES),
  })
  .meta(
    requestExamples({
      locationId: 1001,
      fileName: 'electricity-bill-nov.pdf',
      fileType: 'application/pdf',
      fileSize: 182_044,
    }),
  );
export type EsgBillUploadBody = z.infer<typeof EsgBillUploadBody>;
export const EsgBillUploadData = PresignedUploadForm.extend({ fileKey: z.string() });
export const EsgBillUploadResponse = successEnvelope(EsgBillUploadData);

/** `GET /api/esg/bills/{id}/file`: a short-lived link to the bill's document. */
const EsgBillFileData = z.object({
  downloadUrl: z.string(),
  expiresAt: IsoDateTime,
  fileName: z.string(),
});
export const EsgBillFileResponse = successEnvelope(EsgBillFileData);

export const EsgWasteRecord = z.object({
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  month: z.string(),
  category: WasteCategory,
  kilograms: z.number(),
  createdBy: z.string(),
  updatedAt: IsoDateTime,
});
export type EsgWasteRecord = z.infer<typeof EsgWasteRecord>;

/** `PUT /api/esg/waste`: a location's waste of one category in one month (replaces it). */
export const EsgWasteBody = z
  .strictObject({
    locationId: LOCATION_NUMBER,
    month: CalendarMonth,
    category: WasteCategory,
    kilograms: z.number().min(0, 'must be 0 or more').max(1e12),
  })
  .meta(requestExamples({ locationId: 1001, month: '2026-10', category: 'dry', kilograms: 42.5 }));
export type EsgWasteBody = z.infer<typeof EsgWasteBody>;

/** `GET /api/esg/waste?locationId=&from=&to=` */
export const ListEsgWasteQuery = z.object({
  locationId: LOCATION_NUMBER.optional(),
  from: CalendarMonth.optional(),
  to: CalendarMonth.optional(),
});
export const ListEsgWasteResponse = successEnvelope(z.object({ waste: z.array(EsgWasteRecord) }));
export const EsgWasteResponse = successEnvelope(z.object({ waste: EsgWasteRecord }));

/** `GET /api/esg/factors`: the built-in defaults and the organisation's own versions. */
export const ListEsgFactorsResponse = successEnvelope(
  z.object({ factors: z.array(EmissionFactor) }),
);

/** `POST /api/esg/factors` (admins): a new version of a factor. */
export const EsgFactorBody = z
  .strictObject({
    resource: EmittingResource,
    value: z.number().positive('must be more than 0').max(1e6),
    unit: FactorUnitName,
    source: boundedText(300).min(1, 'is required'),
    validFrom: CalendarDay,
    validTo: CalendarDay.nullable().optional(),
  })
  .meta(
    requestExamples({
      resource: 'electricity',
      value: 0.71,
      unit: 'tCO2/MWh',
      source: 'CEA CO2 Baseline Database v20 (FY2024-25)',
      validFrom: '2024-04-01',
    }),
  );
export type EsgFactorBody = z.infer<typeof EsgFactorBody>;
export const EsgFactorResponse = successEnvelope(z.object({ factor: EmissionFactor }));

export const EsgMonthClosing = z.object({
  month: z.string(),
  closedBy: z.string(),
  closedAt: IsoDateTime,
  restatedBy: z.string().nullable(),
  restatedAt: IsoDateTime.nullable(),
  restatedReason: z.string().nullable(),
  /** The factor versions the frozen figures used. */
  factorIds: z.array(z.string()),
});
export type EsgMonthClosing = z.infer<typeof EsgMonthClosing>;

export const ListEsgMonthsResponse = successEnvelope(
  z.object({ months: z.array(EsgMonthClosing) }),
);
export const EsgMonthParams = z.object({ month: CalendarMonth });
export const EsgMonthResponse = successEnvelope(z.object({ month: EsgMonthClosing }));

/** `POST /api/esg/months/{month}/restate` (admins): recompute a closed month, saying why. */
export const EsgRestateBody = z
  .strictObject({ reason: boundedText(500).min(1, 'is required') })
  .meta(requestExamples({ reason: 'Late electricity bill for Pune Camp branch' }));
export const EsgRestateResponse = successEnvelope(
  z.object({
    month: EsgMonthClosing,
    before: z.record(z.string(), z.number().nullable()),
    after: z.record(z.string(), z.number().nullable()),
  }),
);
