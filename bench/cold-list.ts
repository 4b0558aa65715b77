import { performance } from 'node:perf_hooks';
import pg from 'pg';

/**
 * The latency of the first `GET /api/locations` after a change (nothing cached, no tag that
 * matches): each round touches one location of the organisation, then times one full request,
 * body read to the end. The median of `rounds`, in milliseconds.
 */
export async function coldListLatency(
  databaseUrl: string,
  orgId: number,
  url: string,
  headers: Record<string, string>,
  rounds = 9,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const times: number[] = [];
    for (let round = 0; round <= rounds; round += 1) {
      await client.query(
        'update locations set updated_at = now() where org_id = $1 and location_id = $2',
        [orgId, 1 + round],
      );
      const start = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      if (round > 0) times.push(performance.now() - start); // round 0 warms up
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  } finally {
    await client.end();
  }
}
