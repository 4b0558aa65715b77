import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { ListLocationsResponse } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { inTenant } from '../apps/server/src/db/tenant';
import { selectLocations, toLocationRecord } from '../apps/server/src/modules/locations/queries';

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

/**
 * Where the time of one `GET /api/locations` goes, phase by phase, for an organisation: the
 * tenant transaction with PostgreSQL's work and pg's row parsing, Drizzle's mapping, our record
 * mapping, the response schema's encoding, JSON text and gzip. In this process, no HTTP.
 */
export async function listCost(db: Database, orgId: number) {
  const raw = () =>
    inTenant(db, orgId, (tx) =>
      tx.execute(sql`select * from locations where org_id = ${orgId} order by location_id`),
    );
  const drizzle = () => inTenant(db, orgId, (tx) => selectLocations(tx, orgId, {}));
  const rows = await drizzle();
  const records = rows.map(toLocationRecord);
  const body = { success: true as const, data: { locations: records } };
  const encoded = ListLocationsResponse.safeEncode(body).data;
  const text = JSON.stringify(encoded);
  return {
    rows: rows.length,
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
    phases: {
      'query, pg rows as objects': await median(raw),
      'query, Drizzle select': await median(drizzle),
      'rows to records': await median(() => rows.map(toLocationRecord)),
      'zod encode (response schema)': await median(() => ListLocationsResponse.safeEncode(body)),
      'JSON.stringify': await median(() => JSON.stringify(encoded)),
      'gzip (level 6)': await median(() => gzipSync(text)),
    } as Record<string, number>,
  };
}

export function printListCost(label: string, cost: Awaited<ReturnType<typeof listCost>>) {
  console.log(
    `\n${label}: ${cost.rows} rows, ${(cost.bytes / 1024).toFixed(0)} KB JSON, ` +
      `${(cost.gzipBytes / 1024).toFixed(0)} KB gzipped; median of ${ROUNDS} runs in this process`,
  );
  for (const [phase, ms] of Object.entries(cost.phases))
    console.log(`  ${phase.padEnd(34)} ${ms.toFixed(2).padStart(9)} ms`);
}
