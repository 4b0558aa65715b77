import { z } from 'zod';

/**
 * The fixed list of pest control service types (issue 12: a documented list, usable as a
 * filter). The value travels and is stored; the label is what screens and exports show.
 */
export const pestControlServiceTypes = [
  { value: 'general', label: 'General pest control' },
  { value: 'termite', label: 'Termite control' },
  { value: 'rodent', label: 'Rodent control' },
  { value: 'mosquito', label: 'Mosquito control' },
  { value: 'cockroach', label: 'Cockroach control' },
  { value: 'bed-bug', label: 'Bed bug treatment' },
  { value: 'fumigation', label: 'Fumigation' },
  { value: 'bird-control', label: 'Bird control' },
  { value: 'disinfection', label: 'Disinfection and sanitisation' },
] as const;

export type PestControlServiceType = (typeof pestControlServiceTypes)[number]['value'];

const values = pestControlServiceTypes.map((type) => type.value) as [
  PestControlServiceType,
  ...PestControlServiceType[],
];

export const PestControlServiceType = z.enum(values, {
  error: `Service type must be one of: ${values.join(', ')}`,
});

/** The label of a service type (the value itself for anything unknown, e.g. an older record). */
export const serviceTypeLabel = (value: string): string =>
  pestControlServiceTypes.find((type) => type.value === value)?.label ?? value;
