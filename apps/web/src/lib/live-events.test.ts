import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent, keysForEvent, registerLiveEventKeys } from './live-events';

const event = (type: string, data?: Record<string, unknown>) => ({
  id: 1,
  type,
  ...(data ? { data } : {}),
  at: '2026-11-24T07:00:00.000Z',
});

describe('live events -> query invalidations', () => {
  it('maps an event type to the keys every registered map gives it, until unregistered', () => {
    const undoLists = registerLiveEventKeys({ 'devices.device.changed': [['devices']] });
    const undoDetail = registerLiveEventKeys({
      'devices.device.changed': (e) => [['devices', 'detail', e.data?.deviceId]],
    });
    expect(keysForEvent(event('devices.device.changed', { deviceId: 'D-7' }))).toEqual([
      ['devices'],
      ['devices', 'detail', 'D-7'],
    ]);
    expect(keysForEvent(event('alerts.raised'))).toEqual([]);
    undoDetail();
    undoLists();
    expect(keysForEvent(event('devices.device.changed', { deviceId: 'D-7' }))).toEqual([]);
  });

  it('invalidates exactly the mapped queries, and everything on stream.reset', () => {
    const client = new QueryClient();
    client.setQueryData(['staged-locations', 'list'], []);
    client.setQueryData(['locations', 'list', {}], []);
    const undo = registerLiveEventKeys({
      'staging.staged-location.changed': [['staged-locations']],
    });
    const stale = () =>
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey[0]);

    applyLiveEvent(client, event('staging.staged-location.changed', { stagedId: 'x' }));
    expect(stale()).toEqual(['staged-locations']);
    applyLiveEvent(client, event('events.stream.reset'));
    expect(stale().sort()).toEqual(['locations', 'staged-locations']);
    undo();
  });
});
