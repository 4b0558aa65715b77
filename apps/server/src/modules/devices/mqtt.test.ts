import type { DeviceWithKey, LocationRecord } from '@fm/contracts';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, VIEWER, requester } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { startMqttIngestion, type MqttIngestion } from './mqtt';

/** The Mosquitto of this machine (CI starts one when nothing answers on 1883). */
const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

describe('readings over MQTT, against a real broker', () => {
  let ctx: TestContext;
  let ingestion: MqttIngestion;
  let device: DeviceWithKey;
  let publisher: mqtt.MqttClient;
  let call: ReturnType<typeof requester>;

  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    ingestion = startMqttIngestion(ctx.platform, BROKER);
    await ingestion.ready;
    const location = (await call(ADMIN, 'GET', '/api/locations?status=active')).json().data
      .locations[0] as LocationRecord;
    device = (
      await call(ADMIN, 'POST', '/api/devices/activate', {
        serialNumber: `MQTT-${Date.now()}`,
        name: 'MQTT sensor',
        type: 'co2',
        locationId: location.locationId,
      })
    ).json().data;
    publisher = await mqtt.connectAsync(BROKER, { protocolVersion: 5 });
    await publisher.subscribeAsync(`devices/${device.device.id}/errors`);
  });
  afterAll(async () => {
    await publisher?.endAsync();
    await ingestion?.close();
    await ctx?.close();
  });

  const nextError = () =>
    new Promise<{ status: number; error: string }>((resolve) =>
      publisher.once('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))),
    );
  const deviceNow = async () =>
    (await call(VIEWER, 'GET', `/api/devices/${device.device.id}`)).json().data.device;

  it('stores a reading published on the device topic with its key', async () => {
    await publisher.publishAsync(
      `devices/${device.device.id}/telemetry`,
      JSON.stringify({ key: device.key, co2Level: 777 }),
      { qos: 1 },
    );
    await expect.poll(async () => (await deviceNow()).sensorData.co2Level).toBe(777);
    expect((await deviceNow()).status).toBe('online');
  });

  it('refuses a wrong key and a reading out of range, and says why on the errors topic', async () => {
    const refusedKey = nextError();
    await publisher.publishAsync(
      `devices/${device.device.id}/telemetry`,
      JSON.stringify({ key: `dk_${'B'.repeat(43)}`, co2Level: 900 }),
    );
    expect(await refusedKey).toMatchObject({ status: 401 });
    const refusedValue = nextError();
    await publisher.publishAsync(
      `devices/${device.device.id}/telemetry`,
      JSON.stringify({ key: device.key, readings: [{ humidity: 140 }] }),
    );
    expect(await refusedValue).toMatchObject({ status: 400 });
    expect((await refusedValue).error).toContain('readings.0.humidity');
    expect((await deviceNow()).sensorData).toMatchObject({ co2Level: 777, humidity: null });
  });
});
