/** The live events of this module (the web app maps each to the queries it refreshes). */
export const deviceEvents = {
  /** A device's readings or status changed: `{ deviceId, status, sensorData }`. */
  changed: 'devices.changed',
  /** Devices were added or removed. */
  listChanged: 'devices.list-changed',
  /** An alert was raised, cleared, acknowledged or dismissed. */
  alert: 'alerts.changed',
} as const;
