import { z } from 'zod';
import { IsoDateTime, OrgNumber, boundedText } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { Pagination, pageQuery, wholeNumber } from '../paging';

/**
 * Devices (spec section 3, "Device"): id, locationId, status, lastUpdated and sensorData, plus
 * a name, a type, a serial number and an activation time. `pending` is a device that was
 * activated but has not sent a reading yet; `offline` one that stopped sending.
 */
export const deviceStatuses = ['online', 'offline', 'pending'] as const;
export const DeviceStatus = z.enum(deviceStatuses);
export type DeviceStatus = z.infer<typeof DeviceStatus>;

/**
 * The sensor kinds the branches carry (`environment` carries all of them), and the meters of
 * the ESG report (`meterDeviceTypes` in esg/resources.ts), which send a cumulative `register`.
 */
export const deviceTypes = [
  'environment',
  'temperature',
  'humidity',
  'air-quality',
  'co2',
  'sound',
  'motion',
  'electricity-meter',
  'dg-set',
  'water-meter',
  'solar-meter',
] as const;
export const DeviceType = z.enum(deviceTypes);
export type DeviceType = z.infer<typeof DeviceType>;

/** The numeric metrics of sensorData (the ones alert rules and charts work on). */
export const numericMetrics = [
  'temperature',
  'humidity',
  'airQualityIndex',
  'co2Level',
  'soundLevel',
] as const;
export const NumericMetric = z.enum(numericMetrics);
export type NumericMetric = z.infer<typeof NumericMetric>;

/** The last reading of each metric; null until the device has sent it. */
export const SensorData = z.object({
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  airQualityIndex: z.number().nullable(),
  co2Level: z.number().nullable(),
  soundLevel: z.number().nullable(),
  motionDetected: z.boolean().nullable(),
});
export type SensorData = z.infer<typeof SensorData>;

export const emptySensorData: SensorData = {
  temperature: null,
  humidity: null,
  airQualityIndex: null,
  co2Level: null,
  soundLevel: null,
  motionDetected: null,
};

export const DeviceRecord = z.object({
  id: z.uuid(),
  orgId: OrgNumber,
  /** The location's number in its organisation (as `LocationRecord.locationId`). */
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  name: z.string(),
  type: DeviceType,
  serialNumber: z.string(),
  status: DeviceStatus,
  lastUpdated: IsoDateTime.nullable(),
  activatedAt: IsoDateTime,
  sensorData: SensorData,
  /**
   * The first characters of the current ingestion key, to tell keys apart (never the key); null
   * for callers who may not manage devices (only admins see it).
   */
  keyPrefix: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type DeviceRecord = z.infer<typeof DeviceRecord>;

export const deviceSortFields = [
  'name',
  'status',
  'type',
  'lastUpdated',
  'serialNumber',
  'locationId',
] as const;

const DEVICES_PAGE_SIZE = 50;

/** `GET /api/devices?locationId=&status=&type=&search=&page=&limit=&sortBy=&sortOrder=` */
export const ListDevicesQuery = pageQuery({
  sortBy: deviceSortFields,
  defaultSortBy: 'name',
  defaultLimit: DEVICES_PAGE_SIZE,
  maxLimit: 500,
}).extend({
  locationId: wholeNumber(1, 2_147_483_647).optional(),
  status: DeviceStatus.optional(),
  type: DeviceType.optional(),
  /** Part of the name or serial number (case-insensitive). */
  search: boundedText(100).optional(),
});
export type ListDevicesQuery = z.infer<typeof ListDevicesQuery>;
export type ListDevicesQueryInput = z.input<typeof ListDevicesQuery>;

export const ListDevicesData = z.object({
  devices: z.array(DeviceRecord),
  pagination: Pagination,
  /** Devices of the filtered set by status (for the screen's summary). */
  summary: z.object({
    online: z.number().int(),
    offline: z.number().int(),
    pending: z.number().int(),
  }),
});
export type ListDevicesData = z.infer<typeof ListDevicesData>;
export const ListDevicesResponse = successEnvelope(ListDevicesData);

export const DeviceParams = z.object({ id: z.uuid() });
export type DeviceParams = z.infer<typeof DeviceParams>;

export const GetDeviceResponse = successEnvelope(z.object({ device: DeviceRecord }));

const SERIAL_NUMBER_MAX = 64;
const DEVICE_NAME_MAX = 120;

/** `POST /api/devices/activate`: a device into one of the organisation's active locations. */
export const ActivateDeviceBody = z
  .strictObject({
    serialNumber: boundedText(SERIAL_NUMBER_MAX)
      .min(1, 'is required')
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
        'must be letters, digits, dots, dashes or underscores',
      ),
    name: boundedText(DEVICE_NAME_MAX).min(1, 'is required'),
    type: DeviceType,
    locationId: wholeNumber(1, 2_147_483_647),
  })
  .meta(
    requestExamples({
      serialNumber: 'ENV-2024-000123',
      name: 'Lobby climate sensor',
      type: 'environment',
      locationId: 1001,
    }),
  );
export type ActivateDeviceBody = z.infer<typeof ActivateDeviceBody>;
export type ActivateDeviceInput = z.input<typeof ActivateDeviceBody>;

/** The device and its ingestion key: the only time the key is shown. */
export const DeviceWithKey = z.object({ device: DeviceRecord, key: z.string() });
export type DeviceWithKey = z.infer<typeof DeviceWithKey>;
export const ActivateDeviceResponse = successEnvelope(DeviceWithKey);
export const RotateDeviceKeyResponse = successEnvelope(DeviceWithKey);
export const DeleteDeviceResponse = successEnvelope(z.object({ id: z.uuid() }));

/** Ingestion keys: `dk_` and 43 characters of base64url (32 random bytes). */
export const DEVICE_KEY_PATTERN = /^dk_[A-Za-z0-9_-]{43}$/;
export const DEVICE_KEY_PREFIX_LENGTH = 10;
