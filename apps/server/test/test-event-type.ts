import type { DomainEventType } from '@fm/contracts';

/**
 * A made-up event type for the tests of the bus and the stream: the bus carries any name, and
 * a name of a test's own matches only that test's events. Services publish only `EVENT_TYPES`.
 */
export const testEventType = (name: string) => name as DomainEventType;
