import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

export interface Figure {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface Run {
  name: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc; null elsewhere. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Loads one route with autocannon (after a 2 s warm-up) and keeps the figures that matter. */
export async function load({ name, url, headers = {}, body, connections = CONNECTIONS }: Run) {
  const options = {
    url,
    headers,
    connections,
    ...(body ? { method: 'POST' as const, body } : {}),
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // A 304 is the answer a revalidation wants, not an error.
    errors: result.errors + result['4xx'] + result['5xx'],
  } satisfies Figure;
}

/** The figures as a table; "vs bare" relates each rate to the first figure, the yardstick. */
export function printFigures(figures: Figure[]) {
  const bare = figures[0]!;
  console.log(
    'route'.padEnd(46),
    'conn'.padStart(5),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'vs bare'.padStart(8),
    'errors'.padStart(7),
  );
  for (const figure of figures) {
    console.log(
      figure.name.padEnd(46),
      String(figure.connections).padStart(5),
      String(figure.requestsPerSecond).padStart(8),
      String(figure.p50Ms).padStart(8),
      String(figure.p99Ms).padStart(8),
      `${((figure.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)}%`.padStart(8),
      String(figure.errors).padStart(7),
    );
  }
}
