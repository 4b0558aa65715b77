import { z } from 'zod';

/*
 * ESG resource consumption (issue 19): what a branch consumes, in which units it may be entered,
 * and which device types are its meters. Pure definitions both sides use; no I/O.
 */

/** What is metered or billed per location and month. Solar is generation (reported, not subtracted). */
const esgResources = ['electricity', 'diesel', 'water', 'solar'] as const;
export const EsgResource = z.enum(esgResources);
export type EsgResource = z.infer<typeof EsgResource>;

/** The units a bill or an entry may use, each as its factor to the base unit. */
export const esgUnits: Record<EsgResource, Record<string, number>> = {
  electricity: { kWh: 1, MWh: 1000 },
  diesel: { L: 1, kL: 1000 },
  water: { kL: 1, m3: 1, L: 0.001 },
  solar: { kWh: 1, MWh: 1000 },
};

/** All unit names any resource accepts (the bill form's choices). */
export const esgUnitNames = ['kWh', 'MWh', 'L', 'kL', 'm3'] as const;

/** A quantity in `unit` as the resource's base unit; undefined when the unit is not the resource's. */
export function toBaseUnit(resource: EsgResource, quantity: number, unit: string) {
  const factor = esgUnits[resource][unit];
  return factor === undefined ? undefined : quantity * factor;
}

/** The meters: device types (activated and read like any device) and what each measures. */
export const meterDeviceTypes = {
  'electricity-meter': 'electricity',
  'dg-set': 'diesel',
  'water-meter': 'water',
  'solar-meter': 'solar',
} as const satisfies Record<string, EsgResource>;
export type MeterDeviceType = keyof typeof meterDeviceTypes;
export const meterTypeNames = Object.keys(meterDeviceTypes) as MeterDeviceType[];

/** Waste is entered monthly in kilograms, by category. */
const wasteCategories = ['dry', 'wet', 'e-waste', 'hazardous'] as const;
export const WasteCategory = z.enum(wasteCategories);
export type WasteCategory = z.infer<typeof WasteCategory>;

/** Where a month's figure came from. */
const esgSources = ['meter', 'bill', 'manual'] as const;
export const EsgSource = z.enum(esgSources);
export type EsgSource = z.infer<typeof EsgSource>;

/** A bill carries a document; a manual entry is a figure typed in without one. */
const billKinds = ['bill', 'manual'] as const;
export const BillKind = z.enum(billKinds);
export type BillKind = z.infer<typeof BillKind>;

/** Areas: `branchAreaSize` is stored in square feet (the unit Indian branch premises are let in). */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;
