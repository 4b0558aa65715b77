import type { LiveEvent } from '@fm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { keysForEvent, registerLiveEventKeys } from '@/lib/live-events';
import { liveEventMaps } from './live-event-maps';

const event = (type: string, data: Record<string, unknown> = {}): LiveEvent => ({
  id: 1,
  type,
  data,
  at: '2026-11-24T07:00:00.000Z',
});

let undo: (() => void)[] = [];
afterEach(() => {
  undo.forEach((fn) => fn());
  undo = [];
});

describe('liveEventMaps', () => {
  it("turns every event the server publishes into the owning feature's queries", () => {
    undo = liveEventMaps.map(registerLiveEventKeys);
    const roots = (type: string, data?: Record<string, unknown>) =>
      [...new Set(keysForEvent(event(type, data)).map((key) => key[0]))].sort();
    expect(roots('locations.location.changed')).toEqual(['locations']);
    expect(roots('staging.staged-location.changed')).toEqual(['staged-locations']);
    expect(roots('devices.device-list.changed', { deviceId: 'd1' })).toEqual([
      'devices',
      'locations',
    ]);
    expect(roots('devices.device.changed', { deviceId: 'd1' })).toEqual(['devices']);
    expect(roots('devices.alert.changed', { deviceId: 'd1' })).toEqual(['alerts', 'devices']);
    expect(roots('workforce.employee.changed', { id: 'e1' })).toEqual(['attendance', 'employees']);
    expect(roots('workforce.attendance.changed', { date: '2026-11-24', locationId: 1001 })).toEqual(
      ['attendance'],
    );
  });
});
