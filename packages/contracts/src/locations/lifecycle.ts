import type { LocationStatus } from './location';

/*
 * The location lifecycle (spec sections 3 and 4), written once for every screen, export and
 * count (decision 051):
 *
 *   staged:  pending --approve--> approved (moved to the live list)
 *            pending --reject---> rejected (stays staged; a correction makes it pending again)
 *   live:    approved --set status--> active | inactive; active <--> inactive (with a reason)
 *
 * "Live" is a location in the organisation's locations list: approved, active or inactive.
 * "In service" is a live location vendors serve and the console counts: approved or active.
 * Pest control's grid and the attendance pickers cover the locations in service; an inactive
 * location stays in the list (and in its history) but is served by nobody.
 */

/** Every status a location has on its way, staged or live, as the data stores it. */
export type LifecycleStatus = LocationStatus | 'pending';

/** The one word each status is shown with, on every screen and in every export. */
export const locationStatusLabels: Record<LifecycleStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  active: 'Active',
  inactive: 'Inactive',
  rejected: 'Rejected',
};

/** What each status means, for tooltips and the legend. */
export const locationStatusMeanings: Record<LifecycleStatus, string> = {
  pending: 'Staged, waiting for an approver',
  approved: 'Approved and live, in service; not yet set active',
  active: 'Live and in service',
  inactive: 'Live but out of service: kept in the list, served by nobody',
  rejected: 'Staged and rejected; a correction sends it back for approval',
};

/** The live statuses that count as in service. */
export const inServiceStatuses = [
  'approved',
  'active',
] as const satisfies readonly LocationStatus[];

/** Whether a live location is in service (approved or active). */
export const isInService = (status: string): boolean =>
  (inServiceStatuses as readonly string[]).includes(status);

/** What an approval does, in the words every screen uses. */
export const APPROVED_MESSAGE =
  'Location approved: it is now live in the locations list as Approved, in service';

export interface LiveLocationCounts {
  /** Every live location (the branches of the system-status box). */
  total: number;
  /** Approved or active. */
  inService: number;
  active: number;
  approved: number;
  inactive: number;
}

/** The counts every screen shows of the live locations, from one rule. */
export function liveLocationCounts(locations: readonly { status: string }[]): LiveLocationCounts {
  const counts: LiveLocationCounts = {
    total: locations.length,
    inService: 0,
    active: 0,
    approved: 0,
    inactive: 0,
  };
  for (const { status } of locations) {
    if (status === 'active' || status === 'approved' || status === 'inactive') counts[status] += 1;
    if (isInService(status)) counts.inService += 1;
  }
  return counts;
}
