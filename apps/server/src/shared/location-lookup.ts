import { locationDisplayName, type LocationRefValue } from '@fm/contracts';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client';
import { locations } from '../db/schema';
import { notFound } from '../http/errors';

/** A location named by its number (`locationId`) or by its record id (uuid). */
const byRef = (ref: LocationRefValue): SQL =>
  typeof ref === 'number' ? eq(locations.locationId, ref) : eq(locations.id, ref);

/**
 * The organisation's location named by `ref`, as `columns` select it; another organisation's
 * location, or none, is a 404. `forUpdate` locks it for the rest of the transaction when it is
 * about to change, so two changes of one location happen one after the other.
 */
export async function findLocation<Columns extends SelectedFields>(
  tx: Transaction,
  orgId: number,
  ref: LocationRefValue,
  columns: Columns,
  options: { forUpdate?: boolean } = {},
): Promise<SelectResultFields<Columns>> {
  // Built on the plain field map: drizzle's builder types do not follow a generic one.
  const query = tx
    .select(columns as SelectedFields)
    .from(locations)
    .where(and(eq(locations.orgId, orgId), byRef(ref)));
  const [location] = await (options.forUpdate ? query.for('update') : query);
  if (!location) throw notFound('Location');
  return location as SelectResultFields<Columns>;
}

/** The parts of a location's name, and the name records and screens show. */
export async function findNamedLocation(tx: Transaction, orgId: number, ref: LocationRefValue) {
  const location = await findLocation(tx, orgId, ref, {
    locationId: locations.locationId,
    name: locations.name,
    locationNickname: locations.locationNickname,
    city: locations.city,
    state: locations.state,
    status: locations.status,
  });
  return { ...location, displayName: locationDisplayName(location) };
}

/** The record ids of the named locations; 404 unless the organisation has every one of them. */
export async function resolveLocations(
  tx: Transaction,
  orgId: number,
  refs: readonly LocationRefValue[],
): Promise<{ id: string; locationId: number }[]> {
  if (refs.length === 0) return [];
  const numbers = refs.filter((ref): ref is number => typeof ref === 'number');
  const ids = refs.filter((ref): ref is string => typeof ref === 'string');
  const found = await tx
    .select({ id: locations.id, locationId: locations.locationId })
    .from(locations)
    .where(
      and(
        eq(locations.orgId, orgId),
        or(
          numbers.length > 0 ? inArray(locations.locationId, numbers) : undefined,
          ids.length > 0 ? inArray(locations.id, ids) : undefined,
        ),
      ),
    );
  const known = new Set<LocationRefValue>(found.flatMap((row) => [row.id, row.locationId]));
  if (!refs.every((ref) => known.has(ref))) throw notFound('Location');
  return found;
}
