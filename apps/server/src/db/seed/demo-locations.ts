import { stagedLocationUid } from '@fm/contracts';
import type { NewLocationRow, NewStagedLocationRow } from '../schema';
import { indianCities, type CityFixture } from './indian-cities';

const buildingNames = [
  'Prestige House',
  'Shree Plaza',
  'Lotus Tower',
  'Sai Arcade',
  'Galaxy Complex',
  'Crystal Court',
];
const areas = ['Metro', 'Urban', 'Semi-urban'];
const DAY = 86_400_000;

/** A small deterministic offset, so two branches in one city do not sit on one point. */
const jitter = (index: number, salt: number) =>
  (((index * 7919 + salt * 104_729) % 1000) / 1000 - 0.5) * 0.01;

const cityCode = (city: string) =>
  city
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

export interface LocationSeedOptions {
  orgId: number;
  firstLocationId: number;
  createdBy: string;
  now: Date;
  /** How a branch is named, from its fixture and kind. */
  name?: (city: CityFixture, kind: string) => string;
}

/** A live branch built from a real city, with every address part filled. */
export function branchFromCity(
  city: CityFixture,
  index: number,
  options: LocationSeedOptions,
): NewLocationRow {
  const kind = index % 11 === 10 ? 'office' : index % 7 === 6 ? 'atm' : 'branch';
  const name =
    options.name?.(city, kind) ??
    (kind === 'office'
      ? `${city.city} Regional Office`
      : kind === 'atm'
        ? `${city.locality} ATM`
        : `${city.locality} Branch`);
  const createdAt = new Date(options.now.getTime() - (400 - index * 7) * DAY);
  const status = index % 12 === 5 ? 'inactive' : index % 9 === 4 ? 'approved' : 'active';
  return {
    orgId: options.orgId,
    locationId: options.firstLocationId + index,
    name,
    locationNickname: `${cityCode(city.city)}-${String(index + 1).padStart(3, '0')}`,
    address: kind === 'atm' ? 'Kiosk beside the main entrance' : null,
    state: city.state,
    city: city.city,
    pinCode: city.pinCode,
    country: 'India',
    district: city.district,
    zone: city.zone,
    suburb: null,
    colony: city.locality,
    street: city.street,
    plotNo: `Plot ${10 + ((index * 37) % 190)}`,
    sector: city.locality.startsWith('Sector') ? city.locality : null,
    buildingName: buildingNames[index % buildingNames.length] ?? null,
    buildingWing: index % 4 === 0 ? 'A Wing' : null,
    floor: index % 3 === 0 ? 'First Floor' : 'Ground Floor',
    officeUnit: `Unit ${1 + (index % 12)}`,
    landmark: city.landmark,
    latitude: Number((city.lat + jitter(index, 1)).toFixed(6)),
    longitude: Number((city.lng + jitter(index, 2)).toFixed(6)),
    branchAreaSize: kind === 'atm' ? 120 : 900 + ((index * 173) % 4100),
    area: areas[index % areas.length] ?? null,
    locationType: kind,
    status,
    statusReason: status === 'inactive' ? 'Temporarily closed for renovation' : null,
    createdBy: options.createdBy,
    updatedBy: options.createdBy,
    createdAt,
    updatedAt: createdAt,
  };
}

export const demoBranches = (options: LocationSeedOptions) =>
  indianCities.map((city, index) => branchFromCity(city, index, options));

interface StagedFixture {
  nickname: string;
  city: string;
  state: string;
  district: string;
  zone: string;
  colony: string;
  street: string;
  pinCode: string;
  lat: number;
  lng: number;
}

const stagedFixtures: StagedFixture[] = [
  {
    nickname: 'Powai Branch',
    city: 'Mumbai',
    state: 'Maharashtra',
    district: 'Mumbai Suburban',
    zone: 'North East',
    colony: 'Hiranandani Gardens',
    street: 'Central Avenue',
    pinCode: '400076',
    lat: 19.1176,
    lng: 72.906,
  },
  {
    nickname: 'Baner Branch',
    city: 'Pune',
    state: 'Maharashtra',
    district: 'Pune',
    zone: 'West',
    colony: 'Baner',
    street: 'Baner Road',
    pinCode: '411045',
    lat: 18.559,
    lng: 73.7868,
  },
  {
    nickname: 'Whitefield Branch',
    city: 'Bengaluru',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    zone: 'East',
    colony: 'Whitefield',
    street: 'ITPL Main Road',
    pinCode: '560066',
    lat: 12.9698,
    lng: 77.75,
  },
  {
    nickname: 'Salt Lake Branch',
    city: 'Kolkata',
    state: 'West Bengal',
    district: 'North 24 Parganas',
    zone: 'East',
    colony: 'Salt Lake Sector V',
    street: 'College More',
    pinCode: '700091',
    lat: 22.5735,
    lng: 88.4331,
  },
  {
    nickname: 'Gachibowli Branch',
    city: 'Hyderabad',
    state: 'Telangana',
    district: 'Rangareddy',
    zone: 'West',
    colony: 'Gachibowli',
    street: 'Old Mumbai Highway',
    pinCode: '500032',
    lat: 17.4401,
    lng: 78.3489,
  },
  {
    nickname: 'Anna Nagar Branch',
    city: 'Chennai',
    state: 'Tamil Nadu',
    district: 'Chennai',
    zone: 'North West',
    colony: 'Anna Nagar',
    street: '2nd Avenue',
    pinCode: '600040',
    lat: 13.085,
    lng: 80.2101,
  },
  {
    nickname: 'Vashi Branch',
    city: 'Navi Mumbai',
    state: 'Maharashtra',
    district: 'Thane',
    zone: 'Central',
    colony: 'Vashi Sector 17',
    street: 'Palm Beach Road',
    pinCode: '400703',
    lat: 19.0771,
    lng: 72.9986,
  },
  {
    nickname: 'Aundh Branch',
    city: 'Pune',
    state: 'Maharashtra',
    district: 'Pune',
    zone: 'North West',
    colony: 'Aundh',
    street: 'ITI Road',
    pinCode: '411007',
    lat: 18.558,
    lng: 73.8075,
  },
  {
    nickname: 'Malviya Nagar Branch',
    city: 'Jaipur',
    state: 'Rajasthan',
    district: 'Jaipur',
    zone: 'South',
    colony: 'Malviya Nagar',
    street: 'Jawahar Lal Nehru Marg',
    pinCode: '302017',
    lat: 26.853,
    lng: 75.8047,
  },
  {
    nickname: 'Kakkanad Branch',
    city: 'Kochi',
    state: 'Kerala',
    district: 'Ernakulam',
    zone: 'East',
    colony: 'Kakkanad',
    street: 'Seaport Airport Road',
    pinCode: '682030',
    lat: 10.0159,
    lng: 76.3419,
  },
  {
    nickname: 'Sector 62 Branch',
    city: 'Noida',
    state: 'Uttar Pradesh',
    district: 'Gautam Buddh Nagar',
    zone: 'East',
    colony: 'Sector 62',
    street: 'NH 24 Service Road',
    pinCode: '201309',
    lat: 28.627,
    lng: 77.365,
  },
];

const rejectionReasons = [
  'Duplicate of the existing C Scheme branch - please merge instead.',
  'The coordinates point to the backwaters; please check the pin on the map.',
  'The lease agreement is not signed yet. Resubmit once it is.',
];

export interface StagedSeed {
  staged: NewStagedLocationRow;
  /** For an approved staged location: the live location it was moved to. */
  live?: NewLocationRow;
}

/**
 * Staged locations in every state of the flow: 5 pending, 3 approved (each with the live location
 * it became) and 3 rejected with the approver's reason.
 */
export function demoStagedLocations(
  options: LocationSeedOptions & { approver: string },
): StagedSeed[] {
  return stagedFixtures.map((fixture, index) => {
    const status = index < 5 ? 'pending' : index < 8 ? 'approved' : 'rejected';
    const createdAt = new Date(options.now.getTime() - (30 - index * 2) * DAY);
    const decidedAt = new Date(createdAt.getTime() + 2 * DAY);
    const locationId = options.firstLocationId + index;
    const parts = {
      locationNickname: fixture.nickname,
      country: 'India',
      state: fixture.state,
      city: fixture.city,
      district: fixture.district,
      zone: fixture.zone,
      colony: fixture.colony,
      street: fixture.street,
      plotNo: `Plot ${21 + index * 3}`,
      sector: fixture.colony.includes('Sector')
        ? fixture.colony.replace(/^.*(Sector \w+)$/, '$1')
        : null,
      buildingName: buildingNames[(index + 2) % buildingNames.length] ?? null,
      buildingWing: null,
      floor: 'Ground Floor',
      officeUnit: `Unit ${index + 1}`,
      pinCode: fixture.pinCode,
    };
    const staged: NewStagedLocationRow = {
      orgId: options.orgId,
      locationId,
      status,
      uid: stagedLocationUid(parts),
      ...parts,
      latitude: fixture.lat,
      longitude: fixture.lng,
      comments:
        status === 'rejected'
          ? (rejectionReasons[index - 8] ?? null)
          : status === 'approved'
            ? 'Documents verified.'
            : null,
      approverInfo:
        status === 'pending'
          ? null
          : { id: options.approver, email: options.approver, name: 'Asha Approver' },
      approvedAt: status === 'approved' ? decidedAt : null,
      approvedBy: status === 'approved' ? options.approver : null,
      rejectedAt: status === 'rejected' ? decidedAt : null,
      rejectedBy: status === 'rejected' ? options.approver : null,
      createdBy: options.createdBy,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : decidedAt,
    };
    if (status !== 'approved') return { staged };
    const live: NewLocationRow = {
      orgId: options.orgId,
      locationId,
      name: fixture.nickname,
      address: null,
      ...parts,
      suburb: null,
      landmark: null,
      latitude: fixture.lat,
      longitude: fixture.lng,
      branchAreaSize: 1500,
      area: 'Urban',
      locationType: 'branch',
      status: index === 5 ? 'active' : 'approved',
      createdBy: options.approver,
      updatedBy: options.approver,
      createdAt: decidedAt,
      updatedAt: decidedAt,
    };
    return { staged, live };
  });
}
