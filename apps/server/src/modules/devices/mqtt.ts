import { TelemetryBody, readingsOf } from '@fm/contracts';
import mqtt from 'mqtt';
import { AppError } from '../../http/errors';
import type { Platform } from '../../platform';
import { deviceForKey, ingestReadings } from './ingest';
import { deviceKeyFrom } from './keys';

/**
 * Every device publishes to its own topic, `devices/<device id>/telemetry`, a JSON message with
 * its key and the same body as `POST /api/telemetry`: `{ "key": "dk_...", "co2Level": 640 }` or
 * `{ "key": "dk_...", "readings": [...] }`. The server takes them through a shared subscription
 * (MQTT 5), so several server processes on one broker split the messages instead of storing each
 * twice. A refused message is answered on `devices/<device id>/errors`.
 */
const TELEMETRY_TOPIC = /^devices\/([0-9a-f-]{36})\/telemetry$/;
const SUBSCRIPTION = '$share/facility-console/devices/+/telemetry';

export interface MqttIngestion {
  /** Resolves once subscribed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function startMqttIngestion(platform: Platform, url: string): MqttIngestion {
  const log = platform.logger.child({ component: 'mqtt' });
  const client = mqtt.connect(url, {
    protocolVersion: 5,
    clientId: `facility-console-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    reconnectPeriod: 2000,
  });
  const ready = new Promise<void>((resolve, reject) => {
    client.once('connect', () => {
      client.subscribe(SUBSCRIPTION, { qos: 1 }, (error) => (error ? reject(error) : resolve()));
    });
    client.once('error', reject);
  });
  ready.then(
    () => log.info(`taking readings from the MQTT broker at ${new URL(url).host}`),
    (error: unknown) => log.error({ err: error }, 'could not subscribe on the MQTT broker'),
  );
  client.on('error', (error) => log.warn({ err: error }, 'MQTT connection error'));

  const refuse = (deviceId: string, status: number, error: string) =>
    client.publish(`devices/${deviceId}/errors`, JSON.stringify({ status, error }), { qos: 0 });

  client.on('message', (topic, payload) => {
    const deviceId = TELEMETRY_TOPIC.exec(topic)?.[1];
    if (!deviceId) return;
    void (async () => {
      let message: unknown;
      try {
        message = JSON.parse(payload.toString('utf8'));
      } catch {
        refuse(deviceId, 400, 'Invalid request - the message is not JSON');
        return;
      }
      const { key, ...body } = (message ?? {}) as { key?: unknown };
      const deviceKey = deviceKeyFrom(typeof key === 'string' ? `Device ${key}` : undefined);
      // The key must be this topic's device's: a device cannot publish for another.
      const owner = deviceKey ? await deviceForKey(platform.db, deviceKey) : null;
      if (!owner || owner.id !== deviceId) {
        refuse(deviceId, 401, 'Unknown device key');
        return;
      }
      const parsed = TelemetryBody.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        refuse(
          deviceId,
          400,
          `Invalid request - ${issue?.path.join('.') || 'body'}: ${issue?.message}`,
        );
        return;
      }
      try {
        await ingestReadings(platform, deviceKey, readingsOf(parsed.data), {
          retentionDays: platform.config.READINGS_RETENTION_DAYS,
          batch: parsed.data.readings !== undefined,
        });
      } catch (error) {
        if (error instanceof AppError) refuse(deviceId, error.statusCode, error.message);
        else log.error({ err: error, deviceId }, 'an MQTT reading could not be stored');
      }
    })();
  });

  return {
    ready,
    close: () => new Promise<void>((resolve) => client.end(false, {}, () => resolve())),
  };
}
