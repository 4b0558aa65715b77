import type { LocationRefValue } from '@fm/contracts';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { locations } from '../../db/schema';
import { notFound } from '../../http/errors';
import { locationRecordColumns } from './records';

/** A location named by its number (`locationId`) or by its record id (uuid). */
const byRef = (ref: LocationRefValue): SQL =>
  typeof ref === 'number' ? eq(locations.locationId, ref) : eq(locations.id, ref);

/**
 * The organisation's location named by `ref`, locked for the rest of the transaction when it
 * is about to change, so two changes of one location happen one after the other. Another
 * organisation's location, or none, is a 404.
 */
export async function findLocation(
  tx: Transaction,
  orgId: number,
  ref: LocationRefValue,
  options: { forUpdate?: boolean } = {},
) {
  const query = tx
    .select(locationRecordColumns)
    .from(locations)
    .where(and(eq(locations.orgId, orgId), byRef(ref)));
  const [location] = await (options.forUpdate ? query.for('update') : query);
  if (!location) throw notFound('Location');
  return location;
}

/** The record ids of the named locations; 404 unless the organisation has every one of them. */
export async function resolveLocations(
  tx: Transaction,
  orgId: number,
  refs: readonly LocationRefValue[],
): Promise<{ id: string; locationId: number }[]> {
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
