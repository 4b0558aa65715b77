import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveRecord } from '@/test/location-records';
import { deviceRecord, renderAs, serveApi } from '../test-kit';
import DeviceActivationPage from './device-activation-page';

const KEY = 'dk_9f3a_abcdefghijklmnopqrstuvwxyz012345';

function serve(activate: Parameters<typeof serveApi>[0][string]) {
  return serveApi({
    'GET /locations': () => ({
      locations: [liveRecord({ locationId: 1001, name: 'Andheri West Branch' })],
    }),
    'POST /devices/activate': activate,
  });
}

async function fill(user: ReturnType<typeof renderAs>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'ENV-2041');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lobby sensor');
  await user.click(screen.getByRole('combobox', { name: 'Location' }));
  await user.click(
    await screen.findByRole('option', { name: 'Andheri West Branch (1001)', hidden: true }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DeviceActivationPage', { timeout: 20_000 }, () => {
  it('activates only when every field is filled, and sends them', async () => {
    const calls = serve(() => ({
      device: deviceRecord({ name: 'Lobby sensor', serialNumber: 'ENV-2041' }),
      key: KEY,
    }));
    const { user } = renderAs(<DeviceActivationPage />, { path: '/devices/activation' });
    const activate = screen.getByRole('button', { name: 'Activate' });
    expect(activate).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), '   ');
    expect(activate).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Serial number' }));
    await fill(user);
    expect(activate).toBeEnabled();
    await user.click(activate);
    await screen.findByLabelText('Device key');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/devices/activate',
        body: {
          serialNumber: 'ENV-2041',
          name: 'Lobby sensor',
          type: 'environment',
          locationId: 1001,
        },
      }),
    ]);
  });

  it('shows the key once, with a copy button, and empties the form for the next device', async () => {
    serve(() => ({
      device: deviceRecord({ name: 'Lobby sensor', serialNumber: 'ENV-2041' }),
      key: KEY,
    }));
    const { user } = renderAs(<DeviceActivationPage />, { path: '/devices/activation' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Lobby sensor is activated');
    expect(notice).toHaveTextContent('Copy the device key now: it is shown only once.');
    expect(within(notice).getByLabelText('Device key')).toHaveTextContent(KEY);
    expect(within(notice).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Serial number' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("shows the server's refusal at the field it names, and no key", async () => {
    serve(() =>
      Response.json(
        {
          success: false,
          error: 'A device with serial number ENV-2041 is already activated',
          code: 'CONFLICT',
          details: [{ path: 'serialNumber', message: 'Already activated' }],
        },
        { status: 409 },
      ),
    );
    const { user } = renderAs(<DeviceActivationPage />, { path: '/devices/activation' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A device with serial number ENV-2041 is already activated',
    );
    await waitFor(() => expect(screen.getByText('Already activated')).toBeInTheDocument());
    expect(screen.queryByLabelText('Device key')).toBeNull();
    // What was typed stays, to be corrected.
    expect(screen.getByRole('textbox', { name: 'Serial number' })).toHaveValue('ENV-2041');
  });

  it('tells anyone but an administrator that only administrators activate devices', () => {
    serve(() => ({}));
    renderAs(<DeviceActivationPage />, { role: 'user', path: '/devices/activation' });
    expect(screen.getByText('Only administrators activate devices.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Activate a device' })).toBeNull();
  });
});
