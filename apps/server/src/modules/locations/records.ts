import { locations } from '../../db/schema';
import { isoText } from '../../shared/sql-fragments';

/**
 * The columns of a live location in the shape of `LocationRecord`, and nothing else: every read
 * of a live location selects this, so rows come out of Drizzle already as the API sends them.
 */
export const locationRecordColumns = {
  id: locations.id,
  locationId: locations.locationId,
  orgId: locations.orgId,
  name: locations.name,
  locationNickname: locations.locationNickname,
  address: locations.address,
  state: locations.state,
  city: locations.city,
  pinCode: locations.pinCode,
  country: locations.country,
  district: locations.district,
  zone: locations.zone,
  suburb: locations.suburb,
  colony: locations.colony,
  street: locations.street,
  plotNo: locations.plotNo,
  sector: locations.sector,
  buildingName: locations.buildingName,
  buildingWing: locations.buildingWing,
  floor: locations.floor,
  officeUnit: locations.officeUnit,
  landmark: locations.landmark,
  latitude: locations.latitude,
  longitude: locations.longitude,
  branchAreaSize: locations.branchAreaSize,
  area: locations.area,
  locationType: locations.locationType,
  status: locations.status,
  deviceCount: locations.deviceCount,
  createdAt: isoText(locations.createdAt),
  updatedAt: isoText(locations.updatedAt),
};
