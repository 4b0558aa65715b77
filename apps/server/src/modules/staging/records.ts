import {
  stagedLocationUid,
  type ApproverInfo,
  type StagedLocationData,
  type StagedLocationRecord,
} from '@fm/contracts';
import type { Caller } from '../../auth/caller';
import type { StagedLocationRow } from '../../db/schema';

/** The data fields of a staged location, in the order of the contract. */
const stagedDataKeys = [
  'locationNickname',
  'country',
  'state',
  'city',
  'district',
  'zone',
  'colony',
  'street',
  'plotNo',
  'sector',
  'buildingName',
  'buildingWing',
  'floor',
  'officeUnit',
  'pinCode',
  'latitude',
  'longitude',
] as const;

type StagedDataColumns = Pick<StagedLocationRow, (typeof stagedDataKeys)[number] | 'uid'>;

/** The columns a complete staged location sets, with the UID derived from its parts. */
export function stagedDataColumns(data: StagedLocationData): StagedDataColumns {
  const columns = Object.fromEntries(stagedDataKeys.map((key) => [key, data[key] ?? null])) as Omit<
    StagedDataColumns,
    'uid'
  >;
  return { ...columns, uid: stagedLocationUid(columns) || null };
}

/** The stored data of a staged location, to merge a partial update into. */
export const stagedDataOf = (row: StagedLocationRow) =>
  Object.fromEntries(stagedDataKeys.map((key) => [key, row[key]]));

/** The person recorded as approver: the signed-in caller, never what a body claims. */
export const approverOf = (caller: Caller): ApproverInfo => ({
  id: caller.userId,
  email: caller.email,
  name: caller.name,
});

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toStagedRecord(row: StagedLocationRow): StagedLocationRecord {
  return {
    _id: row.id,
    orgId: row.orgId,
    locationId: row.locationId,
    masterLocationId: row.masterLocationId,
    status: row.status,
    uid: row.uid,
    locationNickname: row.locationNickname,
    country: row.country,
    state: row.state,
    city: row.city,
    district: row.district,
    zone: row.zone,
    colony: row.colony,
    street: row.street,
    plotNo: row.plotNo,
    sector: row.sector,
    buildingName: row.buildingName,
    buildingWing: row.buildingWing,
    floor: row.floor,
    officeUnit: row.officeUnit,
    pinCode: row.pinCode,
    latitude: row.latitude,
    longitude: row.longitude,
    comments: row.comments,
    approverInfo: (row.approverInfo as ApproverInfo | null) ?? null,
    approvedAt: iso(row.approvedAt),
    approvedBy: row.approvedBy,
    rejectedAt: iso(row.rejectedAt),
    rejectedBy: row.rejectedBy,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
