import { hasText } from '../common';
import type { LocationRecord } from '../locations/location';
import {
  composeAddress,
  locationDisplayName,
  parseCoordinate,
  type Coordinates,
} from '../locations/location-rules';
import { ADDRESS_NOT_AVAILABLE, stagedLocationAddress, stagedLocationName } from './rules';
import type {
  ApproverInfo,
  StagedLocationCounts,
  StagedLocationRecord,
  StagedLocationStatus,
} from './staged-location';

/*
 * The combined list of spec sections 3 and 4: every live ("active") location plus the staged
 * locations still pending or rejected, in one shape for one table.
 */

interface CombinedLocationBase {
  id: string;
  locationId: number;
  name: string;
  type: string;
  address: string;
  state: string | null;
  city: string | null;
  coordinates: Coordinates;
  deviceCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A live location in the combined list: status active, source main (whatever it is stored as). */
export interface CombinedActiveLocation extends CombinedLocationBase {
  status: 'active';
  source: 'main';
  /** The stored status of the live location (approved, active, inactive). */
  liveStatus: LocationRecord['status'];
}

export interface CombinedStagedLocation extends CombinedLocationBase {
  status: StagedLocationStatus;
  source: 'staging';
  rejectionReason: string | null;
  rejectedBy: string | null;
  rejectedAt: string | null;
  approverInfo: ApproverInfo | null;
  /** The staged record as the API sent it. */
  stagedData: StagedLocationRecord;
}

export type CombinedLocation = CombinedActiveLocation | CombinedStagedLocation;
export const combinedStatusFilters = ['all', 'active', 'pending', 'rejected'] as const;
export type CombinedStatusFilter = (typeof combinedStatusFilters)[number];

/** A staged location in the combined list: type office, no devices (spec section 3). */
export function toCombinedStaged(staged: StagedLocationRecord): CombinedStagedLocation {
  return {
    id: staged._id,
    locationId: staged.locationId,
    name: stagedLocationName(staged),
    type: 'office',
    address: stagedLocationAddress(staged),
    state: staged.state,
    city: staged.city,
    coordinates: { lat: parseCoordinate(staged.latitude), lng: parseCoordinate(staged.longitude) },
    deviceCount: 0,
    createdAt: staged.createdAt,
    updatedAt: staged.updatedAt,
    status: staged.status,
    source: 'staging',
    rejectionReason: staged.comments,
    rejectedBy: staged.rejectedBy,
    rejectedAt: staged.rejectedAt,
    approverInfo: staged.approverInfo,
    stagedData: staged,
  };
}

/** A live location in the combined list. Devices do not exist yet, so the count defaults to 0. */
export function toCombinedActive(record: LocationRecord, deviceCount = 0): CombinedActiveLocation {
  const address = composeAddress(record);
  return {
    id: record.id,
    locationId: record.locationId,
    name: locationDisplayName(record),
    type: hasText(record.locationType) ? record.locationType : 'office',
    address: address === '' ? ADDRESS_NOT_AVAILABLE : address,
    state: record.state,
    city: record.city,
    coordinates: { lat: parseCoordinate(record.latitude), lng: parseCoordinate(record.longitude) },
    deviceCount,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    status: 'active',
    source: 'main',
    liveStatus: record.status,
  };
}

/**
 * All live locations, then the staged ones that are pending or rejected (approved ones are
 * already live), keeping each list's order; `filter` keeps one status, or 'all'.
 */
export function combineLocations(
  live: readonly LocationRecord[],
  staged: readonly StagedLocationRecord[],
  filter: CombinedStatusFilter = 'all',
): CombinedLocation[] {
  const combined: CombinedLocation[] = [
    ...live.map((record) => toCombinedActive(record)),
    ...staged
      .filter((location) => location.status === 'pending' || location.status === 'rejected')
      .map(toCombinedStaged),
  ];
  return filter === 'all' ? combined : combined.filter((item) => item.status === filter);
}

/** Staged locations grouped by status, with the counts the approval screens show. */
export function groupStagedByStatus<T extends { status: StagedLocationStatus }>(
  staged: readonly T[],
): { groupedByStatus: Record<StagedLocationStatus, T[]>; counts: StagedLocationCounts } {
  const groupedByStatus: Record<StagedLocationStatus, T[]> = {
    pending: [],
    approved: [],
    rejected: [],
  };
  for (const location of staged) groupedByStatus[location.status].push(location);
  return {
    groupedByStatus,
    counts: {
      pending: groupedByStatus.pending.length,
      approved: groupedByStatus.approved.length,
      rejected: groupedByStatus.rejected.length,
      total: staged.length,
    },
  };
}
