import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Permission } from '@fm/contracts';
import type { Database } from '../../db/client';
import { domainEvents } from '../../db/schema';
import type { DomainEvent, EventBus } from './types';

/** The NOTIFY channel every server process listens on. */
const EVENTS_CHANNEL = 'fm_domain_events';
/**
 * The NOTIFY channel for cache invalidation: triggers send a tag (`organizations:12`, or
 * `organizations:*` for every row) when rows that a process may keep in memory change.
 */
const INVALIDATE_CHANNEL = 'fm_invalidate';
/** How long a browser can be away and still resume with Last-Event-ID (decision 021). */
const EVENT_RESUME_MINUTES = 15;
/** NOTIFY refuses payloads of 8000 bytes or more; events are meant to be far smaller. */
const MAX_PAYLOAD_BYTES = 7_000;

/** An event as it was committed: its id orders it (within one organisation) for resuming. */
export interface PublishedEvent extends Omit<DomainEvent, 'type'> {
  id: number;
  /** As the table keeps it: text, which another version of the server may have written. */
  type: string;
  /** When it was published (ISO 8601). */
  at: string;
}

type EventListener = (event: PublishedEvent) => void;

/** Someone keeping rows in memory: told which rows changed, and when it may have missed that. */
export interface InvalidationListener {
  /** A trigger's tag (`<table>:<id>` or `<table>:*`), after the change committed. */
  changed(tag: string): void;
  /** The LISTEN connection was lost or came back: changes may have been missed, drop everything. */
  reset(): void;
}

export interface LiveEventBus extends EventBus {
  /** Every committed event of every organisation, as this process hears it; returns unsubscribe. */
  subscribe(listener: EventListener): () => void;
  /**
   * An organisation's events after `afterId`, oldest first (at most `limit`), or null when events
   * after it may already have been deleted (the browser then re-fetches everything).
   */
  since(orgId: number, afterId: number, limit?: number): Promise<PublishedEvent[] | null>;
  /** The newest event id there is (0 for none): a new stream starts after it. */
  lastId(): Promise<number>;
  /** Deletes events older than the resume window (the `events.prune` job). */
  prune(): Promise<number>;
  /** Tags of changed rows (any process, any writer: sent by triggers); returns unsubscribe. */
  onInvalidate(listener: InvalidationListener): () => void;
  /** True while this process listens: only then may a cache trust that it hears every change. */
  listening(): boolean;
  /** Resolves once this process listens (LISTEN is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const toPublished = (row: typeof domainEvents.$inferSelect): PublishedEvent => ({
  id: row.id,
  orgId: row.orgId,
  type: row.type,
  ...(row.data ? { data: row.data } : {}),
  ...(row.audience ? { audience: row.audience as Permission } : {}),
  at: row.createdAt.toISOString(),
});

/**
 * Live events over PostgreSQL (decision 021). `publish` writes the event's row and a NOTIFY in the
 * caller's transaction, so both happen only if it commits, and only then. Each process keeps one
 * connection that LISTENs and hands every event to its local subscribers (the SSE streams); a
 * lost connection is re-opened and what was committed meanwhile is read back from the table.
 */
export function createEventBus({
  db,
  logger,
}: {
  db: Database;
  logger: FastifyBaseLogger;
}): LiveEventBus {
  const log = logger.child({ component: 'events' });
  const listeners = new Set<EventListener>();
  const invalidations = new Set<InvalidationListener>();
  let client: pg.Client | null = null;
  let closed = false;
  let lastSeen = 0;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;

  const deliver = (event: PublishedEvent) => {
    if (event.id > lastSeen) lastSeen = event.id;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'an event listener failed');
      }
    }
  };

  const tellInvalidations = (call: (listener: InvalidationListener) => void) => {
    for (const listener of invalidations) {
      try {
        call(listener);
      } catch (error) {
        log.error({ err: error }, 'an invalidation listener failed');
      }
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...db.$client.options, application_name: 'facility-events' });
    next.on('notification', (message) => {
      if (message.channel === INVALIDATE_CHANNEL && message.payload) {
        const tag = message.payload;
        tellInvalidations((listener) => listener.changed(tag));
        return;
      }
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as PublishedEvent);
      } catch (error) {
        log.error({ err: error }, 'an event could not be read');
      }
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      tellInvalidations((listener) => listener.reset());
      next.removeAllListeners('error');
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, `lost the event connection; reconnecting in ${retryMs} ms`);
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void reconnect();
      }, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${INVALIDATE_CHANNEL}`);
    client = next;
    tellInvalidations((listener) => listener.reset());
    retryMs = 500;
  };

  /** After a reconnect: what was committed while nobody listened, from the table. */
  const reconnect = async () => {
    try {
      await connect();
      if (lastSeen > 0) {
        const missed = await db
          .select()
          .from(domainEvents)
          .where(gt(domainEvents.id, lastSeen))
          .orderBy(asc(domainEvents.id));
        for (const row of missed) deliver(toPublished(row));
      }
    } catch (error) {
      if (!closed) {
        log.warn({ err: error }, `the event connection failed; retrying in ${retryMs} ms`);
        retryTimer = setTimeout(() => void reconnect(), retryMs);
        retryTimer.unref();
        retryMs = Math.min(retryMs * 2, 30_000);
      }
    }
  };

  const started = connect();
  started.catch(() => {});

  return {
    async publish(tx, event) {
      const [row] = await tx
        .insert(domainEvents)
        .values({
          orgId: event.orgId,
          type: event.type,
          data: event.data ?? null,
          audience: event.audience ?? null,
        })
        .returning();
      if (!row) throw new Error('The event was not written');
      const payload = JSON.stringify(toPublished(row));
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`The event ${event.type} is too large for NOTIFY (keep data to ids)`);
      }
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async since(orgId, afterId, limit = 500) {
      const [oldest] = await db
        .select({ id: sql<string | null>`min(${domainEvents.id})` })
        .from(domainEvents);
      if (oldest?.id != null && Number(oldest.id) > afterId + 1) {
        // Something between afterId and the oldest kept event may have been pruned.
        return null;
      }
      const rows = await db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.orgId, orgId), gt(domainEvents.id, afterId)))
        .orderBy(asc(domainEvents.id))
        .limit(limit);
      return rows.map(toPublished);
    },

    async lastId() {
      const [row] = await db
        .select({ id: sql<string | null>`max(${domainEvents.id})` })
        .from(domainEvents);
      return Number(row?.id ?? 0);
    },

    async prune() {
      const removed = await db
        .delete(domainEvents)
        .where(
          lt(domainEvents.createdAt, sql`now() - make_interval(mins => ${EVENT_RESUME_MINUTES})`),
        )
        .returning({ id: domainEvents.id });
      return removed.length;
    },

    onInvalidate(listener) {
      invalidations.add(listener);
      return () => invalidations.delete(listener);
    },

    listening: () => client !== null,

    ready: () => started,

    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      invalidations.clear();
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}
