import type { ListLocationsQuery, LocationRecord } from '@fm/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { locations, type LocationRow } from '../../db/schema';

/** A stored row as the API sends it. */
export function toLocationRecord(row: LocationRow): LocationRecord {
  return {
    id: row.id,
    locationId: row.locationId,
    orgId: row.orgId,
    name: row.name,
    locationNickname: row.locationNickname,
    address: row.address,
    state: row.state,
    city: row.city,
    pinCode: row.pinCode,
    country: row.country,
    district: row.district,
    zone: row.zone,
    suburb: row.suburb,
    colony: row.colony,
    street: row.street,
    plotNo: row.plotNo,
    sector: row.sector,
    buildingName: row.buildingName,
    buildingWing: row.buildingWing,
    floor: row.floor,
    officeUnit: row.officeUnit,
    landmark: row.landmark,
    latitude: row.latitude,
    longitude: row.longitude,
    branchAreaSize: row.branchAreaSize,
    area: row.area,
    locationType: row.locationType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function selectLocations(tx: Transaction, orgId: number, query: ListLocationsQuery) {
  return tx
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.orgId, orgId),
        query.status ? eq(locations.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(locations.locationId));
}
