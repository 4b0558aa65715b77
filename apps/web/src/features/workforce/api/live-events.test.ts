import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLiveEvent, registerLiveEventKeys } from '@/lib/live-events';
import { attendanceKeys, employeeKeys } from './keys';
import { workforceLiveEvents } from './live-events';

const event = (type: string, data: Record<string, unknown>) => ({
  id: 7,
  type,
  data,
  at: '2026-11-24T07:00:00.000Z',
});

// The queries a signed-in person may have in the cache while workforce events arrive.
const cached: Record<string, QueryKey> = {
  register: attendanceKeys.register(1, { date: '2026-11-24', locationId: 1001, limit: 500 }),
  registerToday: attendanceKeys.register(1, {}),
  monthly: attendanceKeys.monthly(1, { year: 2026, month: 11 }),
  trend: attendanceKeys.trend(1001),
  employees: employeeKeys.list({ page: 1, limit: 25 }),
  marking: employeeKeys.list({ status: 'active', locationId: 1001, page: 1, limit: 100 }),
  recipients: ['attendance-email-recipients', 1],
  locations: ['locations', 'list', {}],
  devices: ['devices', 'list', {}],
};

function cacheWithAll() {
  const client = new QueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, {});
  const stale = () =>
    Object.entries(cached)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

let undo: (() => void)[] = [];
afterEach(() => {
  undo.forEach((fn) => fn());
  undo = [];
});

describe('workforceLiveEvents', () => {
  it('a mark added or undone makes every attendance query stale, and nothing else', () => {
    undo.push(registerLiveEventKeys(workforceLiveEvents));
    const { client, stale } = cacheWithAll();
    applyLiveEvent(
      client,
      event('workforce.attendance.changed', { date: '2026-11-24', locationId: 1001 }),
    );
    expect(stale()).toEqual(['monthly', 'register', 'registerToday', 'trend']);
  });

  it('an employee changed makes the employee lists and the attendance queries stale', () => {
    undo.push(registerLiveEventKeys(workforceLiveEvents));
    const { client, stale } = cacheWithAll();
    applyLiveEvent(client, event('workforce.employee.changed', { id: 'e1' }));
    expect(stale()).toEqual([
      'employees',
      'marking',
      'monthly',
      'register',
      'registerToday',
      'trend',
    ]);
  });
});
