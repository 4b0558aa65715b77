import type { EsgReportData } from '@fm/contracts';

/** 1 kWh = 0.0036 GJ. */
const GJ_PER_KWH = 0.0036;
/** Diesel: IPCC 2006 net calorific value 43.0 TJ/Gg at a density of 0.832 kg/L = 0.0358 GJ/L. */
const GJ_PER_LITRE_DIESEL = 0.0358;

export interface BrsrLine {
  parameter: string;
  value: number | null;
  unit: string;
}

/**
 * A BRSR Principle 6 style summary of the period: energy in GJ by source, water in kL, waste,
 * Scope 1 and Scope 2 in tCO2e, and intensities per square metre of the branches' area.
 */
export function brsrSummary(report: EsgReportData): BrsrLine[] {
  const h = report.headline;
  const grid = h.electricity.value * GJ_PER_KWH;
  const diesel = h.diesel.value * GJ_PER_LITRE_DIESEL;
  const solar = h.solar.value * GJ_PER_KWH;
  const energy = grid + diesel + solar;
  const area = report.areaSqm > 0 ? report.areaSqm : null;
  const per = (value: number) => (area === null ? null : value / area);
  return [
    { parameter: 'Electricity from the grid (non-renewable)', value: grid, unit: 'GJ' },
    { parameter: 'Diesel in DG sets (non-renewable)', value: diesel, unit: 'GJ' },
    { parameter: 'Solar generation on site (renewable)', value: solar, unit: 'GJ' },
    { parameter: 'Total energy consumed', value: energy, unit: 'GJ' },
    { parameter: 'Energy intensity', value: per(energy), unit: 'GJ per m²' },
    { parameter: 'Water withdrawn (third-party)', value: h.water.value, unit: 'kL' },
    { parameter: 'Water intensity', value: per(h.water.value), unit: 'kL per m²' },
    { parameter: 'Waste generated', value: h.waste.value / 1000, unit: 'tonnes' },
    { parameter: 'Scope 1 emissions (diesel)', value: h.scope1.value, unit: 'tCO2e' },
    {
      parameter: 'Scope 2 emissions (grid electricity, location-based)',
      value: h.scope2.value,
      unit: 'tCO2e',
    },
    {
      parameter: 'Scope 1 and 2 intensity',
      value: per((h.scope1.value + h.scope2.value) * 1000),
      unit: 'kgCO2e per m²',
    },
  ];
}

/** A figure as people read it: grouped thousands, at most two decimals. */
export const formatFigure = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined
    ? '–'
    : value.toLocaleString('en-IN', { maximumFractionDigits: digits });

/** '+12%' / '-4%' against last year; '–' without a last year. */
export const formatChange = (change: number | null) =>
  change === null
    ? 'no figure last year'
    : `${change >= 0 ? '+' : ''}${Math.round(change * 100)}% vs last year`;
