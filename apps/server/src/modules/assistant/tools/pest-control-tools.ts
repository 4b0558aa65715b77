import { ListSchedulesQuery, PestControlStatusQuery, type AssistantToolArgs } from '@fm/contracts';
import { listSchedules, locationDay, pestControlStatus } from '../../pest-control';
import {
  ROWS_SHOWN,
  Rephrase,
  inPlace,
  locationSources,
  placeOf,
  plural,
  within,
  type ToolAnswer,
  type ToolWorld,
} from './answer';

const monthLabel = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** `pest_control_status`: each active location's status for a month (the status grid's rule). */
export async function pestControlStatusTool(
  world: ToolWorld,
  args: AssistantToolArgs<'pest_control_status'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const inside = within(place);
  const data = await pestControlStatus(
    world.ctx,
    PestControlStatusQuery.parse({
      year: args.year,
      month: args.month,
      months: 1,
      status: args.status,
      state: place?.kind === 'state' ? place.label : undefined,
      locationId: place?.locationIds.length === 1 ? place.locationIds[0] : undefined,
    }),
  );
  const found = data.locations.filter((row) => inside(row.locationId));
  const month = monthLabel(args.year, args.month);
  const sentence = args.status
    ? `${plural(found.length, 'location')}${inPlace(place)} ${found.length === 1 ? 'is' : 'are'} ${args.status} for pest control in ${month}.`
    : `Pest control${inPlace(place)} in ${month}: ${['completed', 'pending', 'overdue']
        .map(
          (status) => `${found.filter((row) => row.statuses.at(-1) === status).length} ${status}`,
        )
        .join(', ')} of ${plural(found.length, 'active location')}.`;
  return {
    sentence,
    columns: [
      { key: 'locationId', label: 'Number' },
      { key: 'locationName', label: 'Location' },
      { key: 'city', label: 'City' },
      { key: 'state', label: 'State' },
      { key: 'status', label: 'Status' },
      { key: 'lastServiceDate', label: 'Last service in month' },
    ],
    rows: found.slice(0, ROWS_SHOWN).map((row) => ({
      locationId: row.locationId,
      locationName: row.locationName,
      city: row.city,
      state: row.state,
      status: row.statuses.at(-1) ?? null,
      lastServiceDate: row.lastServiceDates.at(-1) ?? null,
    })),
    total: found.length,
    sources: [
      { label: 'Pest control status', href: '/pest-control' },
      ...locationSources(
        found.map((row) => row.locationId),
        world,
      ),
    ],
  };
}

/** `last_pest_control_service`: the latest services recorded at one location. */
export async function lastPestControlServiceTool(
  world: ToolWorld,
  args: AssistantToolArgs<'last_pest_control_service'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place)!;
  if (place.locationIds.length !== 1)
    throw new Rephrase(
      `${place.label} has ${place.locationIds.length} locations: ask about one of them by name or number.`,
    );
  const locationId = place.locationIds[0]!;
  const { records, location } = await locationDay(world.ctx, locationId, { limit: 5 });
  const last = records[0];
  return {
    sentence: last
      ? `The last pest control service at ${location.name} was on ${last.serviceDate} (${last.serviceType}).`
      : `No pest control service has been recorded at ${location.name}.`,
    columns: [
      { key: 'serviceDate', label: 'Date' },
      { key: 'serviceType', label: 'Service' },
      { key: 'vendor', label: 'Vendor' },
      { key: 'comments', label: 'Comments' },
    ],
    rows: records.slice(0, ROWS_SHOWN).map((record) => ({
      serviceDate: record.serviceDate,
      serviceType: record.serviceType,
      vendor: record.vendorName ?? record.vendorId,
      comments: record.comments,
    })),
    total: records.length,
    sources: last
      ? [
          {
            label: `${location.name}, ${last.serviceDate}`,
            href: `/locations/${locationId}/pest-control/${last.serviceDate}`,
          },
          ...locationSources([locationId], world),
        ]
      : locationSources([locationId], world),
  };
}

/** `upcoming_pest_control`: planned visits between two dates. */
export async function upcomingPestControlTool(
  world: ToolWorld,
  args: AssistantToolArgs<'upcoming_pest_control'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const inside = within(place);
  const { schedules } = await listSchedules(
    world.ctx,
    ListSchedulesQuery.parse({
      status: 'scheduled',
      startDate: args.from,
      endDate: args.to,
      locationId: place?.locationIds.length === 1 ? place.locationIds[0] : undefined,
      limit: 1000,
    }),
  );
  const found = schedules.filter((schedule) => inside(schedule.locationId));
  return {
    sentence: `${plural(found.length, 'pest control visit')}${inPlace(place)} ${found.length === 1 ? 'is' : 'are'} scheduled from ${args.from} to ${args.to}.`,
    columns: [
      { key: 'scheduleDate', label: 'Date' },
      { key: 'locationId', label: 'Number' },
      { key: 'locationName', label: 'Location' },
      { key: 'serviceType', label: 'Service' },
    ],
    rows: found.slice(0, ROWS_SHOWN).map((schedule) => ({
      scheduleDate: schedule.scheduleDate,
      locationId: schedule.locationId,
      locationName: schedule.locationName,
      serviceType: schedule.serviceType,
    })),
    total: found.length,
    sources: [
      { label: 'Scheduled services', href: '/reports/pest-control/scheduled-services' },
      ...locationSources(
        found.map((schedule) => schedule.locationId),
        world,
      ),
    ],
  };
}
