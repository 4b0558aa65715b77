import type { AssistantToolArgs } from '@fm/contracts';
import { listStagedLocations } from '../../staging';
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

/** `list_locations`: the live locations of a place (the directory the places come from). */
export async function listLocationsTool(
  world: ToolWorld,
  args: AssistantToolArgs<'list_locations'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const inside = within(place);
  const found = world.places.locations.filter(
    (location) =>
      inside(location.locationId) && (args.status === undefined || location.status === args.status),
  );
  const what = args.status ? `${args.status} location` : 'location';
  return {
    sentence: `You have ${plural(found.length, what)}${inPlace(place)}.`,
    columns: [
      { key: 'locationId', label: 'Number' },
      { key: 'name', label: 'Location' },
      { key: 'city', label: 'City' },
      { key: 'state', label: 'State' },
      { key: 'status', label: 'Status' },
    ],
    rows: found.slice(0, ROWS_SHOWN).map((location) => ({
      locationId: location.locationId,
      name: location.name,
      city: location.city,
      state: location.state,
      status: location.status,
    })),
    total: found.length,
    sources: [
      { label: 'Locations', href: '/locations' },
      ...locationSources(
        found.map((location) => location.locationId),
        world,
      ),
    ],
  };
}

/** `pending_approvals`: staged locations waiting for a decision, newest first. */
export async function pendingApprovalsTool(
  world: ToolWorld,
  args: AssistantToolArgs<'pending_approvals'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const { groupedByStatus } = await listStagedLocations(world.ctx, {});
  // A staged location is not live yet: it belongs to a place by its state or city.
  const names = place ? new Set([place.label.toLowerCase()]) : null;
  const pending = groupedByStatus.pending.filter(
    (staged) =>
      names === null ||
      (place?.kind === 'state' && names.has((staged.state ?? '').toLowerCase())) ||
      (place?.kind === 'city' && names.has((staged.city ?? '').toLowerCase())),
  );
  return {
    sentence: `${plural(pending.length, 'staged location')}${inPlace(place)} ${pending.length === 1 ? 'is' : 'are'} waiting for approval.`,
    columns: [
      { key: 'locationId', label: 'Number' },
      { key: 'nickname', label: 'Nickname' },
      { key: 'city', label: 'City' },
      { key: 'state', label: 'State' },
      { key: 'createdBy', label: 'Added by' },
      { key: 'createdAt', label: 'Added' },
    ],
    rows: pending.slice(0, ROWS_SHOWN).map((staged) => ({
      locationId: staged.locationId,
      nickname: staged.locationNickname ?? staged.uid,
      city: staged.city,
      state: staged.state,
      createdBy: staged.createdBy,
      createdAt: staged.createdAt.slice(0, 10),
    })),
    total: pending.length,
    sources: [{ label: 'Approvals', href: '/admin/approvals' }],
  };
}
