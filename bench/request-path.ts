/**
 * The request path's cost as two ratios, each against a bare Fastify route that answers the same
 * bytes, measured side by side in one run: the caller's organisation (a tiny JSON answer) and the
 * demo organisation's location list (a bare route that serialises the same body on every
 * request). The API route and its bare twin take turns in short slices, so a neighbour's load on
 * this shared machine falls on both alike. Used by `npm run bench`;
 * `node --import tsx bench/request-path-alone.ts` runs it alone.
 */
import autocannon from 'autocannon';
import { CONNECTIONS, cpuSeconds, DURATION_S } from './load';

/** Turns per pair: each side runs `DURATION_S / SLICES` seconds per turn, DURATION_S in all. */
const SLICES = 4;

interface SideFigure {
  requestsPerSecond: number;
  /** The server's CPU time (user + system) per answer, null where /proc cannot be read. */
  cpuUsPerRequest: number | null;
  errors: number;
}

export interface PairFigure {
  label: string;
  bytes: number;
  api: SideFigure;
  bare: SideFigure;
  ratio: number;
}

interface Side {
  url: string;
  headers?: Record<string, string>;
  pid?: number;
}

/** The two answers the bare server must serve, read from the API with a real token. */
export async function requestPathBodies(
  api: string,
  bearer: Record<string, string>,
  orgId: number,
) {
  const read = async (path: string) => {
    const response = await fetch(`${api}${path}`, { headers: bearer });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.text();
  };
  return {
    organization: await read(`/api/organization/${orgId}`),
    locations: await read('/api/locations'),
  };
}

async function measurePair(
  label: string,
  bytes: number,
  api: Side,
  bare: Side,
): Promise<PairFigure> {
  const run = (side: Side, duration: number) =>
    autocannon({ url: side.url, headers: side.headers ?? {}, connections: CONNECTIONS, duration });
  await run(bare, 2); // warm-up
  await run(api, 2);
  const totals = new Map<Side, { requests: number; errors: number; cpu: number | null }>();
  for (const side of [api, bare]) totals.set(side, { requests: 0, errors: 0, cpu: 0 });
  for (let slice = 0; slice < SLICES; slice += 1) {
    for (const side of [bare, api]) {
      const before = cpuSeconds(side.pid);
      const result = await run(side, DURATION_S / SLICES);
      const after = cpuSeconds(side.pid);
      const total = totals.get(side)!;
      total.requests += result.requests.total;
      total.errors += result.errors + result['4xx'] + result['5xx'];
      total.cpu =
        total.cpu === null || before === null || after === null ? null : total.cpu + after - before;
    }
  }
  const figure = (side: Side): SideFigure => {
    const { requests, errors, cpu } = totals.get(side)!;
    return {
      requestsPerSecond: Math.round(requests / DURATION_S),
      cpuUsPerRequest: cpu === null || !requests ? null : Math.round((cpu * 1e6) / requests),
      errors,
    };
  };
  const apiFigure = figure(api);
  const bareFigure = figure(bare);
  return {
    label,
    bytes,
    api: apiFigure,
    bare: bareFigure,
    ratio: apiFigure.requestsPerSecond / bareFigure.requestsPerSecond,
  };
}

export async function measureRequestPath(options: {
  api: string;
  bare: string;
  bearer: Record<string, string>;
  orgId: number;
  bodies: { organization: string; locations: string };
  /** Process ids of the API server and the bare server: CPU time per answer. */
  pids?: { api?: number; bare?: number };
}): Promise<PairFigure[]> {
  const { api, bare, bearer, orgId, bodies, pids = {} } = options;
  const figures = [
    await measurePair(
      'GET /api/organization/{id}',
      Buffer.byteLength(bodies.organization),
      { url: `${api}/api/organization/${orgId}`, headers: bearer, pid: pids.api },
      { url: `${bare}/bare/organization`, pid: pids.bare },
    ),
  ];
  if (process.env.BENCH_PATH_ONLY === 'organization') return figures;
  figures.push(
    await measurePair(
      'GET /api/locations, demo',
      Buffer.byteLength(bodies.locations),
      { url: `${api}/api/locations`, headers: bearer, pid: pids.api },
      { url: `${bare}/bare/locations`, pid: pids.bare },
    ),
  );
  return figures;
}

export function printRequestPath(figures: PairFigure[]) {
  console.log(
    `\nRequest path: each API route against a bare Fastify route answering the same bytes, ` +
      `taking turns (${SLICES} slices each, ${DURATION_S} s in all, ${CONNECTIONS} connections)`,
  );
  for (const { label, bytes, api, bare, ratio } of figures) {
    const cpu =
      api.cpuUsPerRequest !== null && bare.cpuUsPerRequest !== null
        ? `; server CPU per answer ${api.cpuUsPerRequest} vs ${bare.cpuUsPerRequest} µs`
        : '';
    const errors = api.errors + bare.errors ? `; errors ${api.errors}/${bare.errors}` : '';
    console.log(
      `  ${label.padEnd(28)} ${String(api.requestsPerSecond).padStart(6)} req/s vs bare ` +
        `${String(bare.requestsPerSecond).padStart(6)} req/s (${bytes} bytes): ratio ` +
        `${ratio.toFixed(2)}${cpu}${errors}`,
    );
  }
}
