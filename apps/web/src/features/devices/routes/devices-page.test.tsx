import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveRecord } from '@/test/location-records';
import { deviceRecord, devicesPage, never, renderAs, serveApi, type ApiCall } from '../test-kit';
import DevicesPage from './devices-page';

const lobby = deviceRecord({ name: 'Lobby sensor', serialNumber: 'LOB-1', status: 'online' });
const vault = deviceRecord({
  name: 'Vault sensor',
  serialNumber: 'VLT-7',
  status: 'offline',
  sensorData: {
    temperature: null,
    humidity: null,
    airQualityIndex: null,
    co2Level: 640,
    soundLevel: null,
    motionDetected: true,
  },
});

function serve(devices = [lobby, vault], routes: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    'GET /devices': () => devicesPage(devices),
    'GET /alerts': () => ({ alerts: [], unacknowledged: 0 }),
    'GET /locations': () => ({
      locations: [liveRecord({ locationId: 1001, name: 'Andheri West Branch' })],
    }),
    ...routes,
  });
}

const deviceCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/devices');
const lastDeviceQuery = (calls: ApiCall[]) =>
  Object.fromEntries(deviceCalls(calls).at(-1)?.query ?? []);

afterEach(() => vi.unstubAllGlobals());

describe('DevicesPage', { timeout: 20_000 }, () => {
  it("says 'Loading devices...' until the first page comes", async () => {
    serve([], { 'GET /devices': never });
    renderAs(<DevicesPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading devices...');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the devices with their location, status and last reading, and the summary', async () => {
    serve();
    renderAs(<DevicesPage />, { role: 'viewer' });
    const rows = within(await screen.findByRole('table', { name: 'Devices' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Lobby sensor');
    expect(rows[1]).toHaveTextContent('LOB-1 · Environment');
    expect(rows[1]).toHaveTextContent('22.5 °C · 48%');
    expect(within(rows[1]!).getByRole('link', { name: 'Andheri West Branch' })).toHaveAttribute(
      'href',
      '/locations/1001',
    );
    expect(rows[2]).toHaveTextContent('Vault sensor');
    expect(rows[2]).toHaveTextContent('640 ppm · motion');
    const summary = screen.getByLabelText('Devices by status');
    expect(summary).toHaveTextContent('1 online');
    expect(summary).toHaveTextContent('1 offline');
    expect(summary).toHaveTextContent('0 awaiting a reading');
    // A viewer neither activates devices nor rotates their keys.
    expect(screen.queryByRole('link', { name: 'Activate a device' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('asks the API for the chosen status and type, and for the search after a pause', async () => {
    const calls = serve();
    const { user } = renderAs(<DevicesPage />);
    await screen.findByRole('table', { name: 'Devices' });
    expect(lastDeviceQuery(calls)).toEqual({
      page: '1',
      limit: '50',
      sortBy: 'name',
      sortOrder: 'asc',
    });

    await user.click(screen.getByPlaceholderText('Any status'));
    await user.click(await screen.findByRole('option', { name: 'Offline', hidden: true }));
    await waitFor(() => expect(lastDeviceQuery(calls)).toMatchObject({ status: 'offline' }));

    await user.click(screen.getByPlaceholderText('Any type'));
    await user.click(await screen.findByRole('option', { name: 'Humidity', hidden: true }));
    await waitFor(() =>
      expect(lastDeviceQuery(calls)).toMatchObject({ status: 'offline', type: 'humidity' }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'VLT');
    await waitFor(() => expect(lastDeviceQuery(calls)).toMatchObject({ search: 'VLT' }));
    // Typed letters do not each cost a request: the search goes once, whole.
    expect(deviceCalls(calls).filter((call) => call.query.has('search'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(lastDeviceQuery(calls)).toEqual({
        page: '1',
        limit: '50',
        sortBy: 'name',
        sortOrder: 'asc',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('says there are no devices yet, or none that match the filters', async () => {
    serve([]);
    renderAs(<DevicesPage />);
    expect(await screen.findByText('No devices yet')).toBeInTheDocument();
  });

  it('says no devices match when filters are set', async () => {
    const calls = serve([]);
    renderAs(<DevicesPage />, { path: '/devices?status=pending&type=motion' });
    expect(await screen.findByText('No devices match these filters')).toBeInTheDocument();
    expect(lastDeviceQuery(calls)).toMatchObject({ status: 'pending', type: 'motion' });
  });

  it('rotates a key for an admin after a warning, and shows the new key once', async () => {
    const calls = serve([lobby, vault], {
      'POST /devices/*/rotate-key': () => ({
        device: { ...vault, keyPrefix: 'dk_new1' },
        key: 'dk_new1_0123456789abcdefghijklmnopqrstuv',
      }),
    });
    const { user } = renderAs(<DevicesPage />);
    await screen.findByRole('table', { name: 'Devices' });
    await user.click(screen.getByRole('button', { name: 'Actions for Vault sensor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rotate key', hidden: true }));

    const dialog = await screen.findByRole('dialog', { name: 'Rotate the key of Vault sensor?' });
    expect(dialog).toHaveTextContent(
      'The current key of Vault sensor (VLT-7) stops working at once',
    );
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions for Vault sensor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rotate key', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the key of Vault sensor?' });
    const before = deviceCalls(calls).length;
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));

    const shown = await screen.findByRole('dialog', { name: 'New key for Vault sensor' });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/devices/${vault.id}/rotate-key`,
    ]);
    expect(within(shown).getByRole('status')).toHaveTextContent('Vault sensor has a new key');
    expect(within(shown).getByLabelText('Device key')).toHaveTextContent(
      'dk_new1_0123456789abcdefghijklmnopqrstuv',
    );
    expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    // The list is read again (the key prefix changed).
    await waitFor(() => expect(deviceCalls(calls).length).toBeGreaterThan(before));

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('dk_new1_0123456789abcdefghijklmnopqrstuv')).toBeNull();
  });

  it('keeps the warning open with the reason when the rotation fails', async () => {
    serve([lobby], {
      'POST /devices/*/rotate-key': () =>
        Response.json({ success: false, error: 'Device not found' }, { status: 404 }),
    });
    const { user } = renderAs(<DevicesPage />);
    await screen.findByRole('table', { name: 'Devices' });
    await user.click(screen.getByRole('button', { name: 'Actions for Lobby sensor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rotate key', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the key of Lobby sensor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Device not found');
    expect(within(dialog).queryByLabelText('Device key')).toBeNull();
  });
});
