/**
 * Time until /map is idle with every location of a large organisation: headless Chromium (the
 * system one, WebGL in software unless the machine has a GPU) signs in through the login screen,
 * then opens /map again and again. The time is the web app's own User Timing mark `map-idle`
 * (set at MapLibre's first `idle` event with all locations in the map's source), measured from
 * navigation start. Figures only; nothing passes or fails.
 *
 * `node --import tsx bench/map-idle.ts` runs it alone (its own embedded PostgreSQL, the demo
 * data and a 10,000-location organisation); `bench/run.ts` calls `measureMapIdle` on its own.
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../e2e/chromium';

export interface MapIdleFigures {
  runsMs: number[];
  /** The first run, with nothing of the map in the browser's cache yet. */
  coldMs: number;
  /** Median of the runs after the first. */
  medianMs: number;
  locations: number;
  clusters: number;
  pins: number;
  /** Median time (from navigation start) at which these had arrived, for where the time goes. */
  arrivedMs: { locations: number; basemap: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function measureMapIdle(options: {
  baseUrl: string;
  email: string;
  password: string;
  expected: number;
  runs?: number;
}): Promise<MapIdleFigures> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${options.baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(options.email);
    await page.getByLabel('Password', { exact: true }).fill(options.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });

    const runsMs: number[] = [];
    const arrivals: { locations: number; basemap: number }[] = [];
    let rendered = { locations: 0, clusters: 0, pins: 0 };
    for (let run = 0; run < (options.runs ?? 6); run += 1) {
      await page.goto(`${options.baseUrl}/map`, { waitUntil: 'commit' });
      const mark = await page.waitForFunction(
        () => {
          const [entry] = performance.getEntriesByName('map-idle') as PerformanceMark[];
          return entry && { at: entry.startTime, detail: entry.detail as { locations: number } };
        },
        undefined,
        { timeout: 180_000, polling: 50 },
      );
      const { at, detail } = (await mark.jsonValue()) as {
        at: number;
        detail: { locations: number };
      };
      if (detail.locations !== options.expected)
        throw new Error(
          `The map settled with ${detail.locations} of ${options.expected} locations`,
        );
      runsMs.push(at);
      arrivals.push(
        // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
        (await page.evaluate(`(() => {
          const resources = performance.getEntriesByType('resource');
          const end = (part) => resources.find((e) => e.name.includes(part))?.responseEnd ?? NaN;
          return { locations: end('/api/locations'), basemap: end('countries-50m') };
        })()`)) as { locations: number; basemap: number },
      );
      const view = page.locator('[data-map-idle="true"]');
      await view.waitFor({ timeout: 30_000 });
      rendered = {
        locations: Number(await view.getAttribute('data-locations-loaded')),
        clusters: Number(await view.getAttribute('data-rendered-clusters')),
        pins: Number(await view.getAttribute('data-rendered-pins')),
      };
    }
    return {
      runsMs,
      coldMs: runsMs[0]!,
      medianMs: median(runsMs.slice(1)),
      ...rendered,
      arrivedMs: {
        locations: median(arrivals.slice(1).map((a) => a.locations)),
        basemap: median(arrivals.slice(1).map((a) => a.basemap)),
      },
    };
  } finally {
    await browser.close();
  }
}

export function printMapIdle(figures: MapIdleFigures) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `\n/map idle with ${figures.locations.toLocaleString('en')} locations (headless Chromium, ` +
      `navigation start to the first MapLibre idle with every location loaded):`,
  );
  console.log(
    `  median ${ms(figures.medianMs)} over ${figures.runsMs.length - 1} warm runs, first run ` +
      `${ms(figures.coldMs)}; runs: ${figures.runsMs.map(ms).join(', ')}`,
  );
  console.log(
    `  of which (warm median): locations answer complete at ${ms(figures.arrivedMs.locations)}, ` +
      `world basemap at ${ms(figures.arrivedMs.basemap)}`,
  );
  console.log(`  rendered: ${figures.clusters} clusters and ${figures.pins} single pins`);
}
