/**
 * Time from a committed change to its event at a browser's stream: the bench process commits a
 * change that publishes an event (the services' own path: a row and a NOTIFY in the transaction),
 * the API server process hears it on its LISTEN connection and writes it to the open
 * `GET /api/events` stream, which this process reads like EventSource does. One change at a time.
 * Runnable alone against a running server: see the bottom of run.ts for the arguments.
 */
import pino from 'pino';
import type { DomainEventType } from '@fm/contracts';
import { connectDatabase } from '../apps/server/src/db/client';
import { inTenant } from '../apps/server/src/db/tenant';
import { createEventBus } from '../apps/server/src/platform/events/bus';
import { openEventStream } from '../apps/server/test/sse-client';

export const EVENT_SAMPLES = 200;

export interface EventLatency {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function measureEventLatency({
  api,
  authorization,
  databaseUrl,
  orgId,
  samples = EVENT_SAMPLES,
}: {
  api: string;
  authorization: string;
  databaseUrl: string;
  orgId: number;
  samples?: number;
}): Promise<EventLatency> {
  const stream = await openEventStream(api, authorization);
  const database = connectDatabase(databaseUrl, { max: 2 });
  const bus = createEventBus({ db: database.db, logger: pino({ level: 'warn' }) });
  const times: number[] = [];
  try {
    for (let i = 0; i < samples + 10; i += 1) {
      let committing = 0;
      await inTenant(database.db, orgId, async (tx) => {
        // A type of the bench's own (the bus carries any name), so no browser's map reacts to it.
        const type = 'bench.changed' as DomainEventType;
        await bus.publish(tx, { orgId, type, data: { sample: i } });
        // The last statement before COMMIT: the change and its NOTIFY commit from here on.
        committing = performance.now();
      });
      const message = await stream.waitFor((m) => m.json.data?.sample === i);
      // The first ten warm the connections and the JIT.
      if (i >= 10) times.push(message.receivedAt - committing);
    }
  } finally {
    stream.close();
    await bus.close();
    await database.close();
  }
  const sorted = times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1]!),
  };
}

export function printEventLatency(result: EventLatency) {
  console.log(
    `\nCommitted change to its SSE event at a client (another process's stream, ${result.samples} ` +
      `changes one at a time): p50 ${result.p50Ms.toFixed(2)} ms, p95 ${result.p95Ms.toFixed(2)} ms, ` +
      `max ${result.maxMs.toFixed(2)} ms`,
  );
}
