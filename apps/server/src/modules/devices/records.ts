import { sql, type SQL } from 'drizzle-orm';
import { alerts, alertRules, devices, locations } from '../../db/schema';
import { isoText } from '../../shared/sql-fragments';

/** A device in the shape of `DeviceRecord` (joined with its location). */
export const deviceRecordColumns = {
  id: devices.id,
  orgId: devices.orgId,
  locationId: locations.locationId,
  locationName: sql<string | null>`coalesce(${locations.name}, ${locations.locationNickname})`,
  name: devices.name,
  type: devices.type,
  serialNumber: devices.serialNumber,
  status: devices.status,
  lastUpdated: sql<
    string | null
  >`case when ${devices.lastUpdated} is null then null else ${isoText(devices.lastUpdated)} end`,
  activatedAt: isoText(devices.activatedAt),
  sensorData: devices.sensorData,
  keyPrefix: devices.keyPrefix,
  createdAt: isoText(devices.createdAt),
  updatedAt: isoText(devices.updatedAt),
};

const isoOrNull = (column: Parameters<typeof isoText>[0]): SQL<string | null> =>
  sql<string | null>`case when ${column} is null then null else ${isoText(column)} end`;

/** An alert in the shape of `AlertRecord` (joined with its device and location). */
export const alertRecordColumns = {
  id: alerts.id,
  kind: alerts.kind,
  deviceId: alerts.deviceId,
  deviceName: devices.name,
  locationId: locations.locationId,
  locationName: sql<string | null>`coalesce(${locations.name}, ${locations.locationNickname})`,
  ruleId: alerts.ruleId,
  metric: alerts.metric,
  severity: alerts.severity,
  message: alerts.message,
  value: alerts.value,
  raisedAt: isoText(alerts.raisedAt),
  clearedAt: isoOrNull(alerts.clearedAt),
  acknowledged: alerts.acknowledged,
  acknowledgedBy: alerts.acknowledgedBy,
  acknowledgedAt: isoOrNull(alerts.acknowledgedAt),
};

/** A rule in the shape of `AlertRuleRecord`. */
export const alertRuleRecordColumns = {
  id: alertRules.id,
  name: alertRules.name,
  metric: alertRules.metric,
  comparison: alertRules.comparison,
  threshold: alertRules.threshold,
  durationSeconds: alertRules.durationSeconds,
  severity: alertRules.severity,
  locationId: locations.locationId,
  deviceType: alertRules.deviceType,
  enabled: alertRules.enabled,
  createdAt: isoText(alertRules.createdAt),
  updatedAt: isoText(alertRules.updatedAt),
};

/** A location as devices need it: its row id (what devices and rules store), and its status. */
export const deviceLocationColumns = { id: locations.id, status: locations.status };
