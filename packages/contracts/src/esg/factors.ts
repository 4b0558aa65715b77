import { z } from 'zod';
import type { EsgResource } from './resources';

/*
 * Emission factors are versioned: each version names its resource, scope, value, unit, source and
 * the days it applies to. The defaults below are built in (every organisation has them); admins
 * add versions of their own, which win from their first day (decision 050).
 */

/** The resources that emit: diesel burnt on site (Scope 1), grid electricity bought (Scope 2). */
const emittingResources = ['electricity', 'diesel'] as const satisfies EsgResource[];
export const EmittingResource = z.enum(emittingResources);
export type EmittingResource = z.infer<typeof EmittingResource>;

/** Scope 1 is diesel; Scope 2 is grid electricity (location-based). Solar is not subtracted. */
export const scopeOf: Record<EmittingResource, 1 | 2> = { diesel: 1, electricity: 2 };

/** The units a factor may be given in, each as tonnes CO2e per base unit (kWh or litre). */
export const factorUnits = {
  'tCO2/MWh': { resource: 'electricity', tonnesPerBaseUnit: 0.001 },
  'kgCO2e/kWh': { resource: 'electricity', tonnesPerBaseUnit: 0.001 },
  'kgCO2e/L': { resource: 'diesel', tonnesPerBaseUnit: 0.001 },
  'tCO2e/kL': { resource: 'diesel', tonnesPerBaseUnit: 0.001 },
} as const satisfies Record<string, { resource: EmittingResource; tonnesPerBaseUnit: number }>;
export type FactorUnit = keyof typeof factorUnits;
const factorUnitNames = Object.keys(factorUnits) as [FactorUnit, ...FactorUnit[]];
export const FactorUnitName = z.enum(factorUnitNames);

/** One version of a factor as both sides see it. `validTo` null: until a later version starts. */
export const EmissionFactor = z.object({
  id: z.string(),
  resource: EmittingResource,
  scope: z.union([z.literal(1), z.literal(2)]),
  value: z.number(),
  unit: FactorUnitName,
  source: z.string(),
  validFrom: z.iso.date(),
  validTo: z.iso.date().nullable(),
  /** Built in (the defaults) or added by the organisation. */
  builtIn: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
  createdBy: z.string().nullable(),
});
export type EmissionFactor = z.infer<typeof EmissionFactor>;

const builtIn = (
  factor: Omit<EmissionFactor, 'builtIn' | 'createdAt' | 'createdBy'>,
): EmissionFactor => ({ ...factor, builtIn: true, createdAt: null, createdBy: null });

/** The defaults every organisation starts with. */
export const defaultEmissionFactors: EmissionFactor[] = [
  builtIn({
    id: 'cea-grid-fy2022-23',
    resource: 'electricity',
    scope: 2,
    value: 0.716,
    unit: 'tCO2/MWh',
    source:
      'Central Electricity Authority, CO2 Baseline Database for the Indian Power Sector (FY2022-23)',
    validFrom: '2022-04-01',
    validTo: '2023-03-31',
  }),
  builtIn({
    id: 'cea-grid-fy2023-24',
    resource: 'electricity',
    scope: 2,
    value: 0.727,
    unit: 'tCO2/MWh',
    source:
      'Central Electricity Authority, CO2 Baseline Database for the Indian Power Sector (FY2023-24)',
    validFrom: '2023-04-01',
    validTo: null,
  }),
  builtIn({
    id: 'defra-diesel',
    resource: 'diesel',
    scope: 1,
    value: 2.66,
    unit: 'kgCO2e/L',
    source: 'DEFRA greenhouse gas conversion factors: diesel (average biofuel blend), per litre',
    validFrom: '2022-04-01',
    validTo: null,
  }),
];

/** Tonnes CO2e of `quantity` (in the resource's base unit) under a factor version. */
export const tonnesCo2e = (quantity: number, factor: Pick<EmissionFactor, 'value' | 'unit'>) =>
  quantity * factor.value * factorUnits[factor.unit].tonnesPerBaseUnit;

/**
 * The version that applies to a day: among those whose period holds the day, the one that
 * started last (then the one added last). Undefined: no factor for that day.
 */
export function factorFor(
  factors: EmissionFactor[],
  resource: EmittingResource,
  day: string,
): EmissionFactor | undefined {
  let best: EmissionFactor | undefined;
  for (const factor of factors) {
    if (factor.resource !== resource || factor.validFrom > day) continue;
    if (factor.validTo !== null && factor.validTo < day) continue;
    if (
      !best ||
      factor.validFrom > best.validFrom ||
      (factor.validFrom === best.validFrom && (factor.createdAt ?? '') > (best.createdAt ?? ''))
    )
      best = factor;
  }
  return best;
}
