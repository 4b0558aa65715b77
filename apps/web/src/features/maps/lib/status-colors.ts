import { locationStatusLabels } from '@fm/contracts';

/** Light or dark, as Mantine's `useComputedColorScheme` reports it. */
export type MapColorScheme = 'light' | 'dark';

interface StatusStyle {
  label: string;
  light: string;
  dark: string;
}

/**
 * Pin colours by status, the same hues as the locations table's status badges (green, blue,
 * gray, red), a shade lighter on the dark basemap so the pins keep their contrast.
 */
const statusStyles: Record<string, StatusStyle> = {
  active: { label: locationStatusLabels.active, light: '#2f9e44', dark: '#51cf66' },
  inactive: { label: locationStatusLabels.inactive, light: '#868e96', dark: '#adb5bd' },
  approved: { label: locationStatusLabels.approved, light: '#1c7ed6', dark: '#4dabf7' },
  pending: { label: locationStatusLabels.pending, light: '#f08c00', dark: '#fcc419' },
  rejected: { label: locationStatusLabels.rejected, light: '#e03131', dark: '#ff6b6b' },
};

/** Any status the console does not know yet. */
const otherStatus: StatusStyle = { label: 'Other', light: '#c2255c', dark: '#f06595' };

/** The order of the legend: the statuses people look for first. */
const statusOrder = ['active', 'inactive', 'approved', 'pending', 'rejected'] as const;

export function statusColor(status: string | null | undefined, scheme: MapColorScheme): string {
  return (statusStyles[status ?? ''] ?? otherStatus)[scheme];
}

/** 'active' -> 'Active'; an unknown status keeps its own word, capitalised. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return otherStatus.label;
  return statusStyles[status]?.label ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/** The statuses present, in legend order, unknown ones last and alphabetically. */
export function sortStatuses(statuses: Iterable<string>): string[] {
  const rank = (status: string) => {
    const index = (statusOrder as readonly string[]).indexOf(status);
    return index === -1 ? statusOrder.length : index;
  };
  return [...new Set(statuses)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * A MapLibre `match` expression that colours a feature by its `status` property; used by the
 * pin layers so one source serves every status.
 */
export function statusColorExpression(scheme: MapColorScheme) {
  const pairs = Object.entries(statusStyles).flatMap(([status, style]) => [status, style[scheme]]);
  return ['match', ['get', 'status'], ...pairs, otherStatus[scheme]] as const;
}
