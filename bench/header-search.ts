/**
 * The header search over 10,000 locations: the one-off index (lowercased haystacks, built once
 * per data version) and the time per query, as the browser's main thread would spend it.
 * `node --import tsx bench/header-search.ts` runs it alone; `npm run bench` prints it too.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { composeAddress, locationDisplayName } from '@fm/contracts';
import { branchFromCity } from '../apps/server/src/db/seed/demo-locations';
import { indianCities } from '../apps/server/src/db/seed/indian-cities';
import {
  buildLocationSearchIndex,
  searchLocations,
  type SearchableLocation,
} from '../apps/web/src/features/search/lib/match-locations';

export const HEADER_SEARCH_SIZE = 10_000;
const ROUNDS = 200;
// What people type: cities, states, parts of words, PIN prefixes, building names, no match.
const QUERIES = [
  'mu',
  'mum',
  'mumbai',
  'pune',
  'bengal',
  'karnataka',
  'tamil nadu',
  'delhi',
  'branch',
  'atm',
  'regional office',
  'road',
  'plot 1',
  'sector',
  '400',
  '5600',
  'lotus tower',
  'first floor',
  'unit 7',
  'kiosk',
  'MG Road',
  'GUJ',
  'no such place',
  'zz',
];

function realisticLocations(count: number): SearchableLocation[] {
  const now = new Date();
  return Array.from({ length: count }, (_, index) => {
    const city = indianCities[index % indianCities.length]!;
    const row = branchFromCity(city, index, {
      orgId: 1,
      firstLocationId: 1,
      createdBy: 'bench',
      now,
    });
    const name = `${row.name} ${Math.floor(index / indianCities.length) + 1}`;
    const parts = Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value ?? null]),
    );
    return {
      id: `loc-${index}`,
      locationId: 1000 + index,
      displayName: locationDisplayName({
        name,
        locationNickname: row.locationNickname ?? null,
        locationId: index,
      }),
      fullAddress: composeAddress(parts as Parameters<typeof composeAddress>[0]),
      state: row.state ?? null,
    };
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface HeaderSearchFigures {
  locations: number;
  queries: number;
  indexMs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export function measureHeaderSearch(count = HEADER_SEARCH_SIZE): HeaderSearchFigures {
  const locations = realisticLocations(count);
  const started = performance.now();
  const index = buildLocationSearchIndex(locations);
  const indexMs = performance.now() - started;
  for (const query of QUERIES) searchLocations(index, query); // warm-up
  const times: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of QUERIES) {
      const start = performance.now();
      sink += searchLocations(index, query).total;
      times.push(performance.now() - start);
    }
  }
  if (sink < 0) throw new Error('unreachable');
  times.sort((a, b) => a - b);
  return {
    locations: count,
    queries: times.length,
    indexMs,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times[times.length - 1]!,
  };
}

export function printHeaderSearch(figures: HeaderSearchFigures) {
  console.log(
    `\nHeader search, ${figures.locations} locations (${figures.queries} queries): index built in ` +
      `${figures.indexMs.toFixed(1)} ms; per query median ${figures.medianMs.toFixed(3)} ms, ` +
      `p95 ${figures.p95Ms.toFixed(3)} ms, max ${figures.maxMs.toFixed(3)} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printHeaderSearch(measureHeaderSearch());
}
