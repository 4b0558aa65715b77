import type { DomainEventType, Permission } from '@fm/contracts';
import type { Transaction } from '../../db/client';

/**
 * Something that changed in one organisation, for the browsers that watch it (SSE). Small on
 * purpose: it says what changed so clients re-fetch; it is not a copy of the data.
 */
export interface DomainEvent {
  orgId: number;
  /** What changed: one of the contracts' `EVENT_TYPES` (`<domain>.<entity>.<verb-in-past-tense>`). */
  type: DomainEventType;
  /** A small payload (ids, a reading): at most a few hundred bytes of JSON. */
  data?: Record<string, unknown>;
  /** Only callers whose role has this permission receive it; unset: every member. */
  audience?: Permission;
}

/**
 * Live events between server processes (PostgreSQL LISTEN/NOTIFY) and out to browsers (SSE).
 * Implemented in platform/events.
 */
export interface EventBus {
  /** Publishes from inside `tx`: delivered to listeners only if and after the transaction commits. */
  publish(tx: Transaction, event: DomainEvent): Promise<void>;
}
