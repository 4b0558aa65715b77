import { EventStreamQuery, EventTicketResponse, STREAM_RESET_EVENT } from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { callerOf } from '../../auth/plugin';
import { responses } from '../../http/responses';
import type { PublishedEvent } from '../../platform/events/bus';
import { issueTicket } from './tickets';
import { visibleTo } from './visibility';

/** A client that reads slower than this much unsent data is dropped (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** What the browser waits before reconnecting after the stream broke. */
const RETRY_MS = 3_000;

/**
 * When the bearer token of a request expires (ms since the epoch): read from its payload, which
 * the auth hook verified before the route ran. A stream opened with its ticket ends then.
 */
function bearerExpiry(header: string | undefined): number | null {
  const payload = /^Bearer\s+[^.\s]+\.([^.\s]+)\.[^.\s]+$/i.exec(header ?? '')?.[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** One SSE message: the event's id (for Last-Event-ID) and what changed. */
const message = (event: PublishedEvent) =>
  `id: ${event.id}\ndata: ${JSON.stringify({
    id: event.id,
    type: event.type,
    ...(event.data ? { data: event.data } : {}),
    at: event.at,
  })}\n\n`;

/**
 * `POST /api/events/ticket` and `GET /api/events` (decision 021): the caller's organisation's live
 * events as Server-Sent Events, only those their role may see, with heartbeats and resume.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: close them so the server can stop.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.post(
    '/events/ticket',
    {
      config: { permission: 'member' },
      schema: {
        tags: ['events'],
        summary: 'A single-use ticket (valid one minute) that opens one event stream',
        response: responses(EventTicketResponse),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { platform } = request.server;
      const now = platform.clock.now();
      const tokenExpiresAt = new Date(bearerExpiry(request.headers.authorization) ?? now.getTime());
      const { ticket, expiresAt } = await issueTicket(platform.db, caller, tokenExpiresAt, now);
      return { success: true as const, data: { ticket, expiresAt: expiresAt.toISOString() } };
    },
  );

  app.get(
    '/events',
    {
      config: { permission: 'member', streamTicket: true },
      schema: {
        tags: ['events'],
        summary:
          "The organisation's live events (text/event-stream): `id:` and a JSON `data:` per event, heartbeats as comments",
        querystring: EventStreamQuery,
      },
    },
    async (request, reply) => {
      // The auth hook took the caller from the ticket (the query always names one here).
      const caller = callerOf(request);
      const { platform } = request.server;
      const { events, config } = platform;
      const header = request.headers['last-event-id'];
      const resumeFrom =
        typeof header === 'string' && /^\d{1,15}$/.test(header)
          ? Number(header)
          : request.query.lastEventId;

      const visible = (event: PublishedEvent) => visibleTo(caller, event);

      // Listen before reading the backlog, so nothing falls between the two.
      const pending: PublishedEvent[] = [];
      let live = false;
      // Ids commit out of order, so duplicates (backlog and live) are caught by id, not by max.
      const sent = new Set<number>();
      const response = reply.raw;
      const send = (event: PublishedEvent) => {
        if (sent.has(event.id) || !visible(event)) return;
        sent.add(event.id);
        if (sent.size > 1_000) sent.delete(sent.values().next().value!);
        response.write(message(event));
        if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
      };
      // The person's sign-ins ended (their own global sign-out, or an administrator disabled
      // them, changed their role or signed them out): the stream ends with them, in whichever
      // process it is open (issue 23, item 3).
      const stopHearing = request.server.signOuts.on((userId) => {
        if (userId === caller.userId) response.end();
      });
      const unsubscribe = events.subscribe((event) => {
        if (live) send(event);
        else pending.push(event);
      });

      reply.hijack();
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      open.add(response);
      response.write(`retry: ${RETRY_MS}\n\n`);

      const timers: { heartbeat?: NodeJS.Timeout; expiry?: NodeJS.Timeout } = {};
      const finish = () => {
        unsubscribe();
        stopHearing();
        clearInterval(timers.heartbeat);
        clearTimeout(timers.expiry);
        open.delete(response);
      };
      response.on('close', finish);

      try {
        if (resumeFrom !== undefined) {
          const missed = await events.since(caller.orgId, resumeFrom);
          if (missed === null) {
            // Too long away: the browser re-fetches everything rather than trusting its cache.
            const id = await events.lastId();
            response.write(
              `id: ${id}\ndata: ${JSON.stringify({ id, type: STREAM_RESET_EVENT, at: new Date().toISOString() })}\n\n`,
            );
          } else {
            for (const event of missed) send(event);
          }
        }
      } catch (error) {
        request.log.error({ err: error }, 'reading the events to resume failed');
        response.destroy();
        return;
      }
      // The browser may have gone while the backlog was read.
      if (response.destroyed || response.writableEnded) return;
      live = true;
      for (const event of pending.splice(0)) send(event);
      response.write(': ready\n\n');

      timers.heartbeat = setInterval(
        () => response.write(': heartbeat\n\n'),
        config.EVENTS_HEARTBEAT_SECONDS * 1000,
      );
      // The stream lasts as long as the sign-in it was opened with; the browser asks again.
      const remaining = (request.callerExpiresAt ?? 0) - platform.clock.now().getTime();
      timers.expiry = setTimeout(
        () => response.end(),
        Math.max(0, Math.min(remaining, 2 ** 31 - 1)),
      );
    },
  );
};
