import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, tenantPolicy } from './columns';
import { org } from './organizations';

/**
 * Live events of the last minutes (decision 021): written by the transaction that made the change
 * (so an event exists only if the change committed), announced by NOTIFY, and read back by a
 * browser that reconnects with `Last-Event-ID`. A recurring job deletes what is older than the
 * resume window.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** The permission a caller's role needs to receive it; null: every member. */
    audience: text('audience'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('domain_events_org_id_idx').on(t.orgId, t.id),
    index('domain_events_created_idx').on(t.createdAt),
    tenantPolicy('domain_events'),
  ],
).enableRLS();

/**
 * Single-use tickets that open one event stream (decision 021): the browser's EventSource cannot
 * send the Authorization header. Only the ticket's SHA-256 is kept; the row is deleted when the
 * stream opens. Spans organisations like the identity tables: the tenant role has no rights on it.
 */
export const eventStreamTickets = pgTable(
  'event_stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    orgId: org(),
    /** The caller as the ID token described them when the ticket was issued. */
    caller: jsonb('caller').$type<Record<string, unknown>>().notNull(),
    expiresAt: at('expires_at').notNull(),
    /** The stream ends when the ID token it was opened with expires. */
    tokenExpiresAt: at('token_expires_at').notNull(),
  },
  (t) => [
    index('event_stream_tickets_org_idx').on(t.orgId),
    index('event_stream_tickets_expires_idx').on(t.expiresAt),
  ],
);
