import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ListLocationsResponse } from '@fm/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { locations } from '../apps/server/src/db/schema';
import { inTenant } from '../apps/server/src/db/tenant';
import { locationsVersion, selectLocations } from '../apps/server/src/modules/locations/queries';

const ROUNDS = 15;

/** The median of `ROUNDS` runs of `work`, in milliseconds (after one warm-up run). */
async function median(work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const brotli = (text: string, quality: number) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });

/**
 * Where the time of one `GET /api/locations` goes, phase by phase, for an organisation: the
 * tenant transaction with PostgreSQL's work and pg's row parsing (every column with Dates, as
 * before, and the record's columns with ISO text, as now), the response schema's encoding, JSON
 * text, compression, and the version lookup of a revalidation. In this process, no HTTP.
 */
export async function listCost(db: Database, orgId: number) {
  // The route's query before this change: every column, pg parsing Dates, mapped to records.
  const everyColumn = () =>
    inTenant(db, orgId, async (tx) => {
      const rows = await tx
        .select()
        .from(locations)
        .where(eq(locations.orgId, orgId))
        .orderBy(asc(locations.locationId));
      return rows.map(({ statusReason: _r, createdBy: _c, updatedBy: _u, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    });
  const recordColumns = () => inTenant(db, orgId, (tx) => selectLocations(tx, orgId, {}));
  const body = { success: true as const, data: { locations: await recordColumns() } };
  const encoded = ListLocationsResponse.safeEncode(body).data;
  const text = JSON.stringify(encoded);
  return {
    rows: body.data.locations.length,
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
    brotliBytes: brotli(text, 4).length,
    phases: {
      'query, every column, Dates mapped (before)': await median(everyColumn),
      'query, record columns, ISO text (now)': await median(recordColumns),
      'zod encode (response schema)': await median(() => ListLocationsResponse.safeEncode(body)),
      'JSON.stringify': await median(() => JSON.stringify(encoded)),
      'gzip level 6': await median(() => gzipSync(text)),
      'brotli quality 4': await median(() => brotli(text, 4)),
      'version lookup (a 304)': await median(() =>
        inTenant(db, orgId, (tx) => locationsVersion(tx, orgId), { readOnly: true }),
      ),
    } as Record<string, number>,
  };
}

export function printListCost(label: string, cost: Awaited<ReturnType<typeof listCost>>) {
  console.log(
    `\n${label}: ${cost.rows} rows, ${(cost.bytes / 1024).toFixed(0)} KB JSON, ` +
      `${(cost.gzipBytes / 1024).toFixed(0)} KB gzip, ${(cost.brotliBytes / 1024).toFixed(0)} KB ` +
      `brotli q4; median of ${ROUNDS} runs in this process`,
  );
  for (const [phase, ms] of Object.entries(cost.phases))
    console.log(`  ${phase.padEnd(44)} ${ms.toFixed(2).padStart(9)} ms`);
}
