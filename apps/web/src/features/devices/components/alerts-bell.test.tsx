import type { AlertRecord } from '@fm/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertRecord, renderAs, serveApi } from '../test-kit';
import { AlertsBell } from './alerts-bell';

const co2 = alertRecord({ deviceName: 'Lobby sensor', message: 'CO2 above 1,200 ppm' });
const offline = alertRecord({
  kind: 'offline',
  deviceName: 'Vault sensor',
  message: 'Vault sensor stopped reporting',
  severity: 'critical',
  metric: null,
  ruleId: null,
  value: null,
});

/** A server that keeps the alerts: acknowledging sets the flag, dismissing removes the alert. */
function serveAlerts(initial: AlertRecord[]) {
  let alerts = [...initial];
  const calls = serveApi({
    'GET /alerts': (call) => {
      const onlyOpen = call.query.get('acknowledged') === 'false';
      return {
        alerts: alerts.filter((alert) => !onlyOpen || !alert.acknowledged),
        unacknowledged: alerts.filter((alert) => !alert.acknowledged).length,
      };
    },
    'PUT /alerts/*/acknowledge': (call) => {
      const id = call.path.split('/')[2];
      alerts = alerts.map((alert) =>
        alert.id === id
          ? { ...alert, acknowledged: true, acknowledgedBy: 'asha@demo.example' }
          : alert,
      );
      return { alert: alerts.find((alert) => alert.id === id) };
    },
    'DELETE /alerts/*': (call) => {
      const id = call.path.split('/')[2];
      alerts = alerts.filter((alert) => alert.id !== id);
      return { id };
    },
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AlertsBell', { timeout: 20_000 }, () => {
  it('names the count of unacknowledged alerts, and shows none as none', async () => {
    serveAlerts([co2, offline]);
    renderAs(<AlertsBell />);
    expect(
      await screen.findByRole('button', { name: 'Alerts: 2 unacknowledged alerts' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();

    vi.unstubAllGlobals();
    serveAlerts([co2]);
    renderAs(<AlertsBell />);
    expect(
      await screen.findByRole('button', { name: 'Alerts: 1 unacknowledged alert' }),
    ).toBeInTheDocument();
  });

  it('asks only for unacknowledged alerts, newest 20', async () => {
    const calls = serveAlerts([]);
    renderAs(<AlertsBell />);
    expect(
      await screen.findByRole('button', { name: 'Alerts: 0 unacknowledged alerts' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ acknowledged: 'false', limit: '20' });
  });

  it('acknowledges an alert from the list, and the count goes down', async () => {
    const calls = serveAlerts([co2, offline]);
    const { user } = renderAs(<AlertsBell />);
    await user.click(
      await screen.findByRole('button', { name: 'Alerts: 2 unacknowledged alerts' }),
    );
    const item = await screen.findByRole('listitem', {
      name: 'Alert: CO2 above 1,200 ppm',
      hidden: true,
    });
    await user.click(within(item).getByRole('button', { name: 'Acknowledge', hidden: true }));
    await screen.findByRole('button', { name: 'Alerts: 1 unacknowledged alert' });
    expect(
      calls.filter((call) => call.method !== 'GET').map((c) => `${c.method} ${c.path}`),
    ).toEqual([`PUT /alerts/${co2.id}/acknowledge`]);
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Alert: CO2 above 1,200 ppm', hidden: true }),
      ).toBeNull(),
    );
  });

  it('dismisses an alert, which leaves the list', async () => {
    const calls = serveAlerts([co2, offline]);
    const { user } = renderAs(<AlertsBell />);
    await user.click(
      await screen.findByRole('button', { name: 'Alerts: 2 unacknowledged alerts' }),
    );
    const item = await screen.findByRole('listitem', {
      name: 'Alert: Vault sensor stopped reporting',
      hidden: true,
    });
    expect(item).toHaveTextContent('critical');
    await user.click(within(item).getByRole('button', { name: 'Dismiss', hidden: true }));
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', {
          name: 'Alert: Vault sensor stopped reporting',
          hidden: true,
        }),
      ).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/alerts/${offline.id}`,
    ]);
    expect(
      screen.getByRole('button', { name: 'Alerts: 1 unacknowledged alert' }),
    ).toBeInTheDocument();
  });

  it('offers no actions to a viewer', async () => {
    serveAlerts([co2]);
    const { user } = renderAs(<AlertsBell />, { role: 'viewer' });
    await user.click(await screen.findByRole('button', { name: 'Alerts: 1 unacknowledged alert' }));
    const item = await screen.findByRole('listitem', {
      name: 'Alert: CO2 above 1,200 ppm',
      hidden: true,
    });
    expect(within(item).queryByRole('button', { hidden: true })).toBeNull();
  });
});
