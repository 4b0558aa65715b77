import type { Transaction } from '../../db/client';
import type { Platform } from '../../platform';
import type { DomainEvent, EventBus } from '../../platform/events/types';

/** The live events of this module (the web app maps each to the queries it refreshes). */
export const deviceEvents = {
  /** A device's readings or status changed: `{ deviceId, locationId }`. */
  changed: 'devices.changed',
  /** Devices were added or removed. */
  listChanged: 'devices.list-changed',
  /** An alert was raised, cleared, acknowledged or dismissed: `{ alertId, severity }`. */
  alert: 'alerts.changed',
} as const;

/** Publishes through the platform's event bus, inside `tx` (delivered after commit). */
export async function publishEvent(
  platform: Platform,
  tx: Transaction,
  event: DomainEvent,
): Promise<void> {
  const bus = (platform as Platform & { events?: EventBus }).events;
  if (bus) await bus.publish(tx, event);
}
