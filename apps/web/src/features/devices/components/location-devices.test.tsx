import { emptySensorData, type ReadingPoint } from '@fm/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceRecord, devicesPage, renderAs, serveApi } from '../test-kit';
import { LocationDevices } from './location-devices';

const point = (timestamp: string, temperature: number, co2Level: number): ReadingPoint => ({
  ...emptySensorData,
  timestamp,
  temperature,
  co2Level,
});

const lobby = deviceRecord({
  name: 'Lobby sensor',
  sensorData: { ...emptySensorData, temperature: 25, humidity: 40 },
});

function serve() {
  return serveApi({
    'GET /devices': () => devicesPage([lobby]),
    'GET /devices/*/readings': () => ({
      readings: [
        point('2026-11-24T06:00:00.000Z', 20, 600),
        point('2026-11-24T07:00:00.000Z', 22.5, 700),
        point('2026-11-24T08:00:00.000Z', 25, 650),
      ],
      resolution: 'minute',
      from: '2026-11-23T09:00:00.000Z',
      to: '2026-11-24T09:00:00.000Z',
    }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('LocationDevices', { timeout: 20_000 }, () => {
  it("draws temperatures in the profile's unit: Fahrenheit", async () => {
    serve();
    renderAs(<LocationDevices locationId={1001} />, { unit: 'fahrenheit' });
    expect(await screen.findByRole('img', { name: /^Temperature chart/ })).toHaveAccessibleName(
      'Temperature chart: 3 points, from 68 °F to 77 °F, last 77 °F',
    );
    expect(screen.getByText('68 °F')).toBeInTheDocument();
    expect(screen.getByText('77 °F')).toBeInTheDocument();
    // The table's last reading is in the same unit.
    expect(screen.getByRole('table', { name: 'Devices of this location' })).toHaveTextContent(
      '77 °F · 40%',
    );
  });

  it('draws them in Celsius for a person who reads Celsius', async () => {
    serve();
    renderAs(<LocationDevices locationId={1001} />, { unit: 'celsius' });
    expect(await screen.findByRole('img', { name: /^Temperature chart/ })).toHaveAccessibleName(
      'Temperature chart: 3 points, from 20 °C to 25 °C, last 25 °C',
    );
  });

  it('leaves other metrics in their own unit', async () => {
    serve();
    const { user } = renderAs(<LocationDevices locationId={1001} />, { unit: 'fahrenheit' });
    await screen.findByRole('img', { name: /^Temperature chart/ });
    await user.click(screen.getByRole('radio', { name: 'CO2' }));
    expect(await screen.findByRole('img', { name: /^CO2 chart/ })).toHaveAccessibleName(
      'CO2 chart: 3 points, from 600 ppm to 700 ppm, last 650 ppm',
    );
  });
});
