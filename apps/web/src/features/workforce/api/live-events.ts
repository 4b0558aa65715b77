import type { LiveEventMap } from '@/lib/live-events';
import { attendanceKeys, employeeKeys } from './keys';

/**
 * The server's workforce events and the queries they make stale. `workforce.attendance.changed` (a mark
 * added or undone) refreshes every attendance query: the day's register, the monthly grid and a
 * location's trend all count marks, and a screen shows one or two of them, so re-reading all is
 * cheap and never misses the register that asked for "today". `workforce.employee.changed` (added,
 * edited, assigned, deactivated) refreshes the employee lists and the attendance queries too:
 * who is active and assigned where is what the register counts as absent and the grid shows.
 */
export const workforceLiveEvents: LiveEventMap = {
  'workforce.employee.changed': [employeeKeys.all, attendanceKeys.all],
  'workforce.attendance.changed': [attendanceKeys.all],
};
