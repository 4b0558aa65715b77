import { z } from 'zod';
import { boundedText } from '../common';
import { successEnvelope } from '../envelope';
import { wholeNumber } from '../paging';
import { periodStatuses } from './rules';
import { PestControlServiceType } from './service-types';

/**
 * `GET /api/pest-control/status`: every active location's period status for the months ending
 * with `year`/`month` (the current month in the organisation's time zone by default), the
 * status grid of `/pest-control`, and the summary of the last month.
 */
export const PestControlStatusQuery = z.object({
  year: wholeNumber(2000, 2099).optional(),
  month: wholeNumber(1, 12).optional(),
  months: wholeNumber(1, 24).default(12),
  serviceType: PestControlServiceType.optional(),
  state: boundedText(150).optional(),
  /**
   * Only locations with this status: completed or pending in the last month; overdue in any of
   * the months (the grid's overdue marks).
   */
  status: z.enum(periodStatuses).optional(),
  locationId: wholeNumber(1, 2_000_000_000).optional(),
});
export type PestControlStatusQuery = z.input<typeof PestControlStatusQuery>;

export const PeriodStatusValue = z.enum(periodStatuses);

export const LocationStatusRow = z.object({
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** One per month of `months`, oldest first. */
  statuses: z.array(PeriodStatusValue),
  /** The date of the location's latest record in each month (null: none). */
  lastServiceDates: z.array(z.string().nullable()),
});
export type LocationStatusRow = z.infer<typeof LocationStatusRow>;

export const PestControlStatusData = z.object({
  timeZone: z.string(),
  /** `YYYY-MM` in the organisation's time zone. */
  currentMonth: z.string(),
  /** `YYYY-MM`, oldest first; the last is the month the summary is about. */
  months: z.array(z.string()),
  locations: z.array(LocationStatusRow),
  summary: z.object({
    total: z.number().int(),
    /** Completed and pending: the last month. */
    completed: z.number().int(),
    pending: z.number().int(),
    /** Locations with at least one overdue month among `months`. */
    overdue: z.number().int(),
    completionPercentage: z.number().int(),
  }),
});
export type PestControlStatusData = z.infer<typeof PestControlStatusData>;
export const PestControlStatusResponse = successEnvelope(PestControlStatusData);
