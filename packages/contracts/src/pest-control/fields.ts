import { text } from '../common';

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A calendar date `YYYY-MM-DD` that exists (not 2026-02-30), from year 2000 to 2099. */
export const ServiceDate = text()
  .regex(/^20\d\d-\d\d-\d\d$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, 'must be a real date');

/** A time of day `HH:MM` (seconds allowed, dropped). */
export const ServiceTime = text()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time as HH:MM')
  .transform((value) => value.slice(0, 5));

export const PEST_CONTROL_TEXT_LIMITS = {
  comments: 2000,
  locationName: 200,
  reason: 500,
  notes: 1000,
  fileName: 255,
} as const;

/** The pest-control fields as people read them, wherever a form, table or export names one. */
export const PEST_CONTROL_FIELD_LABELS = {
  serviceType: 'Service type',
} as const;
