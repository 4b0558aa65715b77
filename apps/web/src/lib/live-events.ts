import {
  EventTicketData,
  LiveEvent,
  STREAM_RESET_EVENT,
  type DomainEventType,
} from '@fm/contracts';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from './api-client';

/** The queries an event makes stale: fixed keys, or keys that depend on the event's data. */
type LiveEventKeys = readonly QueryKey[] | ((event: LiveEvent) => readonly QueryKey[]);

/**
 * What a feature adds: event type (the contracts' `EVENT_TYPES`, so a name the server does not
 * publish does not compile) to the query keys it invalidates.
 */
export type LiveEventMap = Readonly<Partial<Record<DomainEventType, LiveEventKeys>>>;

const registry = new Map<string, Set<LiveEventKeys>>();

/**
 * Adds a feature's event types and the queries they make stale (decision 021). Features export
 * their map from their `index.ts`; the shell passes them all to `useLiveEvents`, and a screen may
 * also register while it is mounted. Returns the undo.
 */
export function registerLiveEventKeys(map: LiveEventMap): () => void {
  const added = Object.entries(map) as [DomainEventType, LiveEventKeys][];
  for (const [type, keys] of added) {
    if (!registry.has(type)) registry.set(type, new Set());
    registry.get(type)!.add(keys);
  }
  return () => {
    for (const [type, keys] of added) registry.get(type)?.delete(keys);
  };
}

/** The query keys an event makes stale, from every registered map. */
export function keysForEvent(event: LiveEvent): QueryKey[] {
  const keys: QueryKey[] = [];
  for (const entry of registry.get(event.type) ?? []) {
    keys.push(...(typeof entry === 'function' ? entry(event) : entry));
  }
  return keys;
}

/** Applies one event: the matching queries are invalidated (active ones re-fetch at once). */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === STREAM_RESET_EVENT) {
    // Away longer than the server keeps events: everything may be stale.
    void queryClient.invalidateQueries();
    return;
  }
  for (const queryKey of keysForEvent(event)) void queryClient.invalidateQueries({ queryKey });
}

const MAX_BACKOFF_MS = 30_000;

/**
 * Keeps one event stream open while mounted (the shell mounts it once) and turns its events into
 * query invalidations. EventSource cannot send the bearer token, so each connection starts with
 * a single-use ticket (`POST /api/events/ticket`); when the stream breaks, a new ticket and a new
 * EventSource resume after the last event seen (`lastEventId`), backing off while it fails.
 */
export function useLiveEvents(maps: readonly LiveEventMap[] = []): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const undo = maps.map(registerLiveEventKeys);
    return () => undo.forEach((fn) => fn());
  }, [maps]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastEventId: number | undefined;
    let opened = false;
    let backoff = 1_000;
    const abort = new AbortController();

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      timer = setTimeout(() => void connect(), backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    };

    const connect = async () => {
      let ticket: EventTicketData;
      try {
        ticket = await apiRequest('/events/ticket', {
          method: 'POST',
          schema: EventTicketData,
          signal: abort.signal,
        });
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const url = new URL('/api/events', window.location.origin);
      url.searchParams.set('ticket', ticket.ticket);
      if (lastEventId !== undefined) url.searchParams.set('lastEventId', String(lastEventId));
      const next = new EventSource(url);
      source = next;
      next.onopen = () => {
        backoff = 1_000;
        // A stream that broke before its first event cannot say what was missed: re-fetch.
        if (opened && lastEventId === undefined) void queryClient.invalidateQueries();
        opened = true;
      };
      next.onmessage = (message: MessageEvent<string>) => {
        let event: LiveEvent;
        try {
          event = LiveEvent.parse(JSON.parse(message.data));
        } catch {
          return;
        }
        lastEventId = Math.max(lastEventId ?? 0, event.id);
        applyLiveEvent(queryClient, event);
      };
      // The ticket worked once: EventSource's own reconnect would be refused, so start over.
      next.onerror = () => {
        if (source === next) retry();
      };
    };

    void connect();
    return () => {
      stopped = true;
      abort.abort();
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);
}
