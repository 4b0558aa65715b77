import { z } from 'zod';
import { boundedText, IsoDateTime } from './common';
import { successEnvelope } from './envelope';
import { wholeNumber } from './paging';

/**
 * `POST /api/events/ticket`: a single-use ticket, valid for a minute, that opens one event stream.
 * EventSource cannot send the Authorization header, so the browser asks for a ticket with it and
 * puts the ticket in the stream's URL (decision 021).
 */
export const EventTicketData = z.object({
  ticket: z.string(),
  expiresAt: IsoDateTime,
});
export type EventTicketData = z.infer<typeof EventTicketData>;
export const EventTicketResponse = successEnvelope(EventTicketData);

/** `GET /api/events?ticket=...`: the organisation's live events as Server-Sent Events. */
export const EventStreamQuery = z.object({
  ticket: boundedText(200),
  /**
   * Resume after this event id (what `Last-Event-ID` says on a reconnect; a new EventSource
   * cannot send that header, so it can name it here).
   */
  lastEventId: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
});
export type EventStreamQuery = z.infer<typeof EventStreamQuery>;

/**
 * One event on the stream (the `data:` of an SSE message; its `id:` is `id`). It says what
 * changed, so the browser re-fetches; its `type` is one of `EVENT_TYPES` (`event-types.ts`),
 * read as text so that a type this browser does not know yet is ignored, not a failure.
 */
export const LiveEvent = z.object({
  id: z.number().int(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
  at: IsoDateTime,
});
export type LiveEvent = z.infer<typeof LiveEvent>;
