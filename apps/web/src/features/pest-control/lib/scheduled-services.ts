import {
  scheduledServiceState,
  scheduledServiceStateLabels,
  serviceTypeLabel,
  type PestControlSchedule,
  type ScheduledServiceState,
} from '@fm/contracts';
import type { ExportColumn } from '@/lib/export';

export interface ScheduledServiceRow {
  id: string;
  scheduleDate: string;
  locationId: number;
  locationName: string;
  serviceType: string;
  state: ScheduledServiceState;
  completedDate: string | null;
  completedBy: string | null;
}

/** Schedules as the report's rows, by date then location, filtered by their state on `today`. */
export function scheduledServiceRows(
  schedules: readonly PestControlSchedule[],
  today: string,
  state?: ScheduledServiceState,
): ScheduledServiceRow[] {
  return schedules
    .map((schedule) => ({
      id: schedule.id,
      scheduleDate: schedule.scheduleDate,
      locationId: schedule.locationId,
      locationName: schedule.locationName ?? `Location ${schedule.locationId}`,
      serviceType: schedule.serviceType,
      state: scheduledServiceState(schedule, today),
      completedDate: schedule.completedDate,
      completedBy: schedule.completedBy,
    }))
    .filter((row) => !state || row.state === state)
    .sort(
      (a, b) =>
        a.scheduleDate.localeCompare(b.scheduleDate) ||
        a.locationName.localeCompare(b.locationName),
    );
}

/** Totals per state, for the report's heading. */
export function stateTotals(rows: readonly ScheduledServiceRow[]) {
  const totals: Record<ScheduledServiceState, number> = { pending: 0, completed: 0, missed: 0 };
  for (const row of rows) totals[row.state] += 1;
  return totals;
}

/** The report's columns, the same on screen and in CSV, XLSX and PDF. */
export const scheduledServiceColumns: ExportColumn<ScheduledServiceRow>[] = [
  { header: 'Date', value: 'scheduleDate', width: 12 },
  { header: 'Location', value: 'locationName', width: 34 },
  { header: 'Location number', value: 'locationId', width: 10 },
  { header: 'Service type', value: (row) => serviceTypeLabel(row.serviceType), width: 22 },
  { header: 'Status', value: (row) => scheduledServiceStateLabels[row.state], width: 12 },
  { header: 'Completed on', value: 'completedDate', width: 12 },
  { header: 'Completed by', value: 'completedBy', width: 24 },
];
