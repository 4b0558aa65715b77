/*
 * What the devices feature's tests share: records as the API sends them, a fake API behind
 * `fetch` that records every call, and a render inside the app's providers as a signed-in person.
 */
import {
  emptySensorData,
  type AlertRecord,
  type DeviceRecord,
  type TemperatureUnit,
} from '@fm/contracts';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AuthContext } from '@/features/auth';
import { fakeAuth, signedInUser } from '@/test/auth';
import { renderWithProviders } from '@/test/render';

let next = 0;
const uuid = () => {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
};

export function deviceRecord(overrides: Partial<DeviceRecord> = {}): DeviceRecord {
  const id = uuid();
  return {
    id,
    orgId: 1,
    locationId: 1001,
    locationName: 'Andheri West Branch',
    name: `Sensor ${next}`,
    type: 'environment',
    serialNumber: `SN-${next}`,
    status: 'online',
    lastUpdated: '2026-11-24T09:30:00.000Z',
    activatedAt: '2026-11-01T09:00:00.000Z',
    sensorData: { ...emptySensorData, temperature: 22.5, humidity: 48 },
    keyPrefix: 'dk_abcd',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-24T09:30:00.000Z',
    ...overrides,
  };
}

export function alertRecord(overrides: Partial<AlertRecord> = {}): AlertRecord {
  return {
    id: uuid(),
    kind: 'rule',
    deviceId: uuid(),
    deviceName: 'Lobby sensor',
    locationId: 1001,
    locationName: 'Andheri West Branch',
    ruleId: uuid(),
    metric: 'co2Level',
    severity: 'warning',
    message: 'CO2 above 1,200 ppm',
    value: 1350,
    raisedAt: '2026-11-24T09:00:00.000Z',
    clearedAt: null,
    acknowledged: false,
    acknowledgedBy: null,
    acknowledgedAt: null,
    ...overrides,
  };
}

export const devicesPage = (devices: DeviceRecord[], total = devices.length) => ({
  devices,
  pagination: {
    page: 1,
    limit: 50,
    total,
    totalPages: Math.max(1, Math.ceil(total / 50)),
    hasNextPage: total > 50,
    hasPrevPage: false,
  },
  summary: {
    online: devices.filter((d) => d.status === 'online').length,
    offline: devices.filter((d) => d.status === 'offline').length,
    pending: devices.filter((d) => d.status === 'pending').length,
  },
});

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: data for `{ success: true, data }`, a Response as it is, or a promise of either. */
type Answer = unknown;
type Route = (call: ApiCall) => Answer;

/**
 * Stubs `fetch` with routes keyed `'<METHOD> <path>'` (path after `/api`, no query; a `*`
 * matches one segment). Unknown routes answer 404. Returns the calls, in order.
 */
export function serveApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  const match = (method: string, path: string) =>
    Object.entries(routes).find(([key]) => {
      const [m, pattern] = key.split(' ') as [string, string];
      if (m !== method) return false;
      const a = pattern.split('/');
      const b = path.split('/');
      return a.length === b.length && a.every((part, i) => part === '*' || part === b[i]);
    })?.[1];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = match(call.method, call.path);
      if (!route) return Response.json({ success: false, error: 'Not found' }, { status: 404 });
      const answer = await route(call);
      return answer instanceof Response ? answer : Response.json({ success: true, data: answer });
    }),
  );
  return calls;
}

/** An answer that never comes (a request still loading). */
export const never = () => new Promise<never>(() => {});

/** Renders `ui` at `path`, signed in with `role` and the temperature unit of their profile. */
export function renderAs(
  ui: ReactElement,
  {
    role = 'admin',
    unit = 'celsius',
    path = '/devices',
  }: { role?: string; unit?: TemperatureUnit; path?: string } = {},
) {
  const user = {
    ...signedInUser,
    role,
    preferences: { notifications: true, temperatureUnit: unit },
  };
  const auth = fakeAuth({ user, isAuthenticated: true, isRoleReady: true });
  const rendered = renderWithProviders(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AuthContext.Provider>,
  );
  return { ...rendered, user: userEvent.setup() };
}
