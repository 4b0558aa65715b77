import {
  groupStagedByStatus,
  stagedLocationUid,
  type ListStagedLocationsData,
  type StagedLocationData,
  type StagedLocationRecord,
} from '@fm/contracts';

/*
 * Changes to the cached staged list, kept pure: the list, its groups by status and its counts
 * always agree, because the groups and counts are rebuilt from the list every time.
 */

export const TEMPORARY_ID_PREFIX = 'temp-';
export const isTemporaryId = (id: string) => id.startsWith(TEMPORARY_ID_PREFIX);

/** The cached answer rebuilt around a new list of records. */
export function stagedListOf(locations: StagedLocationRecord[]): ListStagedLocationsData {
  return { locations, ...groupStagedByStatus(locations) };
}

/**
 * The pending entry shown at once while the addition is on its way (spec section 4): a
 * temporary id, the typed data, no number yet (0) until the server gives one.
 */
export function temporaryStagedRecord(
  data: StagedLocationData,
  meta: { tempId: string; orgId: number; createdBy: string | null; now: Date },
): StagedLocationRecord {
  const at = meta.now.toISOString();
  const text = (value: string | null | undefined) => value ?? null;
  return {
    _id: meta.tempId,
    orgId: meta.orgId,
    locationId: 0,
    masterLocationId: null,
    status: 'pending',
    uid: stagedLocationUid(data),
    locationNickname: text(data.locationNickname),
    country: data.country,
    state: data.state,
    city: data.city,
    district: text(data.district),
    zone: text(data.zone),
    colony: text(data.colony),
    street: text(data.street),
    plotNo: text(data.plotNo),
    sector: text(data.sector),
    buildingName: text(data.buildingName),
    buildingWing: text(data.buildingWing),
    floor: text(data.floor),
    officeUnit: text(data.officeUnit),
    pinCode: data.pinCode,
    latitude: data.latitude ?? null,
    longitude: data.longitude ?? null,
    comments: null,
    approverInfo: null,
    approvedAt: null,
    approvedBy: null,
    rejectedAt: null,
    rejectedBy: null,
    createdBy: meta.createdBy,
    createdAt: at,
    updatedAt: at,
  };
}

/** The list with a record first (the list is newest first). */
export function prependStaged(
  data: ListStagedLocationsData | undefined,
  record: StagedLocationRecord,
): ListStagedLocationsData {
  return stagedListOf([record, ...(data?.locations ?? [])]);
}

/** The list with the record of that id replaced (or left as it is when it is not there). */
export function replaceStaged(
  data: ListStagedLocationsData,
  id: string,
  record: StagedLocationRecord,
): ListStagedLocationsData {
  return stagedListOf(data.locations.map((item) => (item._id === id ? record : item)));
}
