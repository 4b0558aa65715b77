/*
 * Every live event type (decision 021), once. The server's `events.publish` takes only these and
 * the web's live-event maps are keyed by them, so both sides say the same name or do not compile.
 * Same naming rule as the audit actions (`audit-actions.ts`): `<domain>.<entity>.<verb in the
 * past tense>`, lower-case kebab-case. An event says what changed, so browsers re-fetch; its
 * data is ids only. Kept free of zod: the web's first screens use them.
 */

/** The live event types of each domain, and the stream's own. */
export const EVENT_TYPES = [
  /** A live location was added, changed or removed: `{ locationId }`. */
  'locations.location.changed',
  /** A staged location was added, changed, approved or rejected: `{ stagedId }`. */
  'staging.staged-location.changed',
  /**
   * Devices' readings or status changed: `{ deviceIds, online? }` from ingestion (`online`: those
   * that came back online), `{ deviceIds, status: 'offline' }` from offline detection.
   */
  'devices.device.changed',
  /** A device was activated or deleted: `{ deviceId }` (the locations' device counts change too). */
  'devices.device-list.changed',
  /** An alert was raised, cleared, acknowledged or dismissed. */
  'devices.alert.changed',
  /** An employee was added, edited, assigned or deactivated: `{ id }`. */
  'workforce.employee.changed',
  /** An attendance mark was added or undone: `{ date, locationId }`. */
  'workforce.attendance.changed',
  /**
   * The stream's own: events may have been missed (the browser was away longer than the resume
   * window), so everything should be re-fetched. Never published; the stream sends it.
   */
  'events.stream.reset',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The one event type no domain publishes: the stream says it when a resume is impossible. */
export const STREAM_RESET_EVENT = 'events.stream.reset' satisfies EventType;

/** What a change may publish: every event type but the stream's own. */
export type DomainEventType = Exclude<EventType, typeof STREAM_RESET_EVENT>;
