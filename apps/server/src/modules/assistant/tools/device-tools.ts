import {
  ListAlertsQuery,
  ListDevicesQuery,
  type AssistantToolArgs,
  type DeviceRecord,
  type NumericMetric,
} from '@fm/contracts';
import { listAlerts, listDevices } from '../../devices';
import {
  ROWS_SHOWN,
  inPlace,
  locationSources,
  placeOf,
  plural,
  within,
  type ToolAnswer,
  type ToolWorld,
} from './answer';
import type { PlaceMatch } from '../understand/places';

const PAGE = 500;

/** The devices of a place (one location: the service's own filter; more: every page, filtered). */
async function devicesOf(
  world: ToolWorld,
  place: PlaceMatch | null,
  status: DeviceRecord['status'] | undefined,
) {
  const single = place?.locationIds.length === 1 ? place.locationIds[0] : undefined;
  const inside = within(place);
  const found: DeviceRecord[] = [];
  let summary = { online: 0, offline: 0, pending: 0 };
  for (let page = 1; ; page += 1) {
    const data = await listDevices(
      world.ctx,
      ListDevicesQuery.parse({
        page,
        limit: PAGE,
        status,
        locationId: single,
        sortBy: 'locationId',
      }),
    );
    if (page === 1) summary = data.summary;
    found.push(...data.devices.filter((device) => inside(device.locationId)));
    if (page >= data.pagination.totalPages) break;
  }
  return { found, summary };
}

/** `list_devices`: how many devices (of a status) a place has, and which. */
export async function listDevicesTool(
  world: ToolWorld,
  args: AssistantToolArgs<'list_devices'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const { found } = await devicesOf(world, place, args.status);
  const what = args.status ? `device` : 'device';
  const state = args.status ? ` ${found.length === 1 ? 'is' : 'are'} ${args.status}` : '';
  return {
    sentence: args.status
      ? `${plural(found.length, what)}${inPlace(place)}${state}.`
      : `You have ${plural(found.length, what)}${inPlace(place)}.`,
    columns: [
      { key: 'name', label: 'Device' },
      { key: 'type', label: 'Type' },
      { key: 'status', label: 'Status' },
      { key: 'locationId', label: 'Location' },
      { key: 'locationName', label: 'Location name' },
      { key: 'lastUpdated', label: 'Last reading' },
    ],
    rows: found.slice(0, ROWS_SHOWN).map((device) => ({
      name: device.name,
      type: device.type,
      status: device.status,
      locationId: device.locationId,
      locationName: device.locationName,
      lastUpdated: device.lastUpdated,
    })),
    total: found.length,
    sources: [
      { label: 'Devices', href: '/devices' },
      ...locationSources(
        found.map((device) => device.locationId),
        world,
      ),
    ],
  };
}

/** `open_alerts`: unacknowledged alerts, of a severity, since a date, in a place. */
export async function openAlertsTool(
  world: ToolWorld,
  args: AssistantToolArgs<'open_alerts'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const single = place?.locationIds.length === 1 ? place.locationIds[0] : undefined;
  const inside = within(place);
  const { alerts } = await listAlerts(
    world.ctx,
    ListAlertsQuery.parse({ acknowledged: 'false', limit: 500, locationId: single }),
  );
  const found = alerts.filter(
    (alert) =>
      inside(alert.locationId) &&
      (args.severity === undefined || alert.severity === args.severity) &&
      (args.since === undefined || alert.raisedAt.slice(0, 10) >= args.since),
  );
  const what = args.severity ? `open ${args.severity} alert` : 'open alert';
  return {
    sentence: `There ${found.length === 1 ? 'is' : 'are'} ${plural(found.length, what)}${inPlace(place)}${args.since ? ` raised since ${args.since}` : ''}.`,
    columns: [
      { key: 'raisedAt', label: 'Raised' },
      { key: 'severity', label: 'Severity' },
      { key: 'message', label: 'Alert' },
      { key: 'deviceName', label: 'Device' },
      { key: 'locationId', label: 'Location' },
    ],
    rows: found.slice(0, ROWS_SHOWN).map((alert) => ({
      raisedAt: alert.raisedAt,
      severity: alert.severity,
      message: alert.message,
      deviceName: alert.deviceName,
      locationId: alert.locationId,
    })),
    total: found.length,
    sources: [
      { label: 'Devices and alerts', href: '/devices' },
      ...locationSources(
        found.map((alert) => alert.locationId),
        world,
      ),
    ],
  };
}

const metricLabels: Record<NumericMetric, string> = {
  temperature: 'temperature',
  humidity: 'humidity',
  airQualityIndex: 'air quality index',
  co2Level: 'CO2 level',
  soundLevel: 'sound level',
};

/** `latest_readings`: each device's latest reading in a place (one metric, or all). */
export async function latestReadingsTool(
  world: ToolWorld,
  args: AssistantToolArgs<'latest_readings'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const { found } = await devicesOf(world, place, undefined);
  const reporting = found.filter(
    (device) =>
      device.lastUpdated !== null &&
      (args.metric === undefined || device.sensorData[args.metric] !== null),
  );
  const metrics = args.metric
    ? [args.metric]
    : (Object.keys(metricLabels) as NumericMetric[]).filter((metric) =>
        reporting.some((device) => device.sensorData[metric] !== null),
      );
  const values = args.metric
    ? reporting.map((device) => device.sensorData[args.metric!] as number)
    : [];
  const average = values.length
    ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10
    : null;
  const sentence = args.metric
    ? reporting.length === 0
      ? `No device${inPlace(place)} has reported ${metricLabels[args.metric]}.`
      : `The latest ${metricLabels[args.metric]}${inPlace(place)} averages ${average} over ${plural(reporting.length, 'device')}.`
    : `${plural(reporting.length, 'device')}${inPlace(place)} ${reporting.length === 1 ? 'has' : 'have'} reported readings.`;
  return {
    sentence,
    columns: [
      { key: 'name', label: 'Device' },
      { key: 'locationId', label: 'Location' },
      { key: 'lastUpdated', label: 'Read at' },
      ...metrics.map((metric) => ({ key: metric, label: metricLabels[metric] })),
    ],
    rows: reporting.slice(0, ROWS_SHOWN).map((device) => ({
      name: device.name,
      locationId: device.locationId,
      lastUpdated: device.lastUpdated,
      ...Object.fromEntries(
        metrics.map((metric) => [metric, device.sensorData[metric] as number | null]),
      ),
    })),
    total: reporting.length,
    sources: [
      { label: 'Devices', href: '/devices' },
      ...locationSources(
        reporting.map((device) => device.locationId),
        world,
      ),
    ],
  };
}
