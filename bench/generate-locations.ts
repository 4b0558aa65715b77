import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { locations, organizations } from '../apps/server/src/db/schema';
import { branchFromCity } from '../apps/server/src/db/seed/demo-locations';
import { indianCities } from '../apps/server/src/db/seed/indian-cities';

const BATCH = 1_000;

/** Spreads generated branches over about 30 km around their city, deterministically. */
const spread = (index: number, salt: number) =>
  ((((index + 1) * 2_654_435_761 + salt * 40_503) % 10_007) / 10_007 - 0.5) * 0.3;

/**
 * Fills an organisation with `count` realistic live locations (real cities, every address part)
 * for benchmarks. Creates the organisation when `orgId` is not given. Returns its id.
 */
export async function generateLocations(
  db: Database,
  count: number,
  orgId?: number,
): Promise<number> {
  const org =
    orgId ??
    (
      await db
        .insert(organizations)
        .values({ name: `Benchmark Org (${count} locations)` })
        .returning()
    )[0]?.id;
  if (org === undefined) throw new Error('Could not create the benchmark organisation');
  const [{ next } = { next: 1 }] = await db
    .select({ next: sql<number>`coalesce(max(${locations.locationId}), 0) + 1` })
    .from(locations)
    .where(sql`${locations.orgId} = ${org}`);
  const now = new Date();
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let index = start; index < Math.min(count, start + BATCH); index += 1) {
      const city = indianCities[index % indianCities.length]!;
      const row = branchFromCity(city, index, {
        orgId: org,
        firstLocationId: Number(next),
        createdBy: 'bench',
        now,
      });
      rows.push({
        ...row,
        name: `${city.locality} Branch ${Math.floor(index / indianCities.length) + 1}`,
        latitude: Number((city.lat + spread(index, 1)).toFixed(6)),
        longitude: Number((city.lng + spread(index, 2)).toFixed(6)),
      });
    }
    await db.insert(locations).values(rows);
  }
  return org;
}
