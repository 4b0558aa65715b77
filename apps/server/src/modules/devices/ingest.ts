import type { TelemetryReading } from '@fm/contracts';
import type { Database } from '../../db/client';
import { AppError, unauthenticated } from '../../http/errors';
import type { Platform } from '../../platform';
import { IngestWriter } from './ingest-writer';
import type { Owner, TimedReading } from './judge-readings';
import { hashDeviceKey } from './keys';
import { selectKeyOwner } from './reading-queries';

/** How far ahead of the server's clock a reading's timestamp may be (clock skew). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Keys remembered per process (key hash -> device); the oldest are forgotten beyond it. */
const KEY_CACHE_MAX = 50_000;

export interface IngestOptions {
  /** Raw readings are kept this many days; older timestamps are refused. */
  retentionDays: number;
}

/**
 * Key hash -> device, per database (one per process; the API tests run several). Only a hint:
 * every write checks the key against the device row it locks, so a key rotated or a device
 * removed (by any process) is refused by the very next request, and its entry forgotten.
 */
const keyCaches = new WeakMap<Database, Map<string, { id: string; orgId: number }>>();

function keyCacheOf(db: Database) {
  let cache = keyCaches.get(db);
  if (!cache) {
    cache = new Map();
    keyCaches.set(db, cache);
  }
  return cache;
}

/** The device a key belongs to (owner connection: no tenant is known yet); null if none. */
export async function deviceForKey(db: Database, key: string) {
  const hash = hashDeviceKey(key);
  const cache = keyCacheOf(db);
  const known = cache.get(hash);
  if (known) return known;
  const row = await selectKeyOwner(db, hash);
  if (!row) return null;
  if (cache.size >= KEY_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(hash, { id: row.id, orgId: row.orgId });
  return { id: row.id, orgId: row.orgId };
}

const refused = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid request - ${path}: ${message}`, [
    { path, message },
  ]);

/** Timestamps: when given, within the retention window and not ahead of the clock. */
function timed(readings: TelemetryReading[], now: number, options: IngestOptions, batch: boolean) {
  const oldest = now - options.retentionDays * 86_400_000;
  return readings.map((reading, index): TimedReading => {
    const at = reading.timestamp === undefined ? now : Date.parse(reading.timestamp);
    const path = batch ? `readings.${index}.timestamp` : 'timestamp';
    if (at > now + FUTURE_TOLERANCE_MS) throw refused(path, 'must not be in the future');
    if (at < oldest) throw refused(path, `must be within the last ${options.retentionDays} days`);
    return { ...reading, at };
  });
}

/**
 * The one ingestion path (HTTP, MQTT and the simulator): checks the key, stores the readings,
 * updates the device's last values and status, and judges the organisation's alert rules on the
 * readings' own timestamps, all in one transaction (a refused request stores nothing), which it
 * shares with the organisation's requests waiting beside it (`IngestWriter`). Critical alerts
 * raised are mailed to the organisation's admins after commit.
 */
export async function ingestReadings(
  platform: Platform,
  key: string | null,
  readings: TelemetryReading[],
  options: IngestOptions & { batch?: boolean },
): Promise<{ accepted: number; deviceId: string }> {
  if (!key) throw unauthenticated('A device key is required: Authorization: Device <key>');
  const owner = await deviceForKey(platform.db, key);
  if (!owner) throw unauthenticated('Unknown device key');
  return ingestForDevice(platform, { ...owner, keyHash: hashDeviceKey(key) }, readings, options);
}

/** The same path for a device already known (the simulator): `keyHash` null skips the key check. */
export async function ingestForDevice(
  platform: Platform,
  owner: Owner,
  readings: TelemetryReading[],
  options: IngestOptions & { batch?: boolean },
): Promise<{ accepted: number; deviceId: string }> {
  const now = platform.clock.now().getTime();
  const batch = timed(readings, now, options, options.batch ?? readings.length > 1).sort(
    (a, b) => a.at - b.at,
  );
  await writerOf(platform).submit({ owner, readings: batch, now });
  return { accepted: batch.length, deviceId: owner.id };
}

/** Announces the readings whose `devices.device.changed` waits for the end of its window, now. */
export const announceDeviceChanges = (platform: Platform) => writerOf(platform).announceNow();

/** One writer per platform (per process; the API tests run several). */
const writers = new WeakMap<Platform, IngestWriter>();

function writerOf(platform: Platform): IngestWriter {
  let writer = writers.get(platform);
  if (!writer) {
    const cache = keyCacheOf(platform.db);
    writer = new IngestWriter(platform, (keyHash) => cache.delete(keyHash));
    writers.set(platform, writer);
  }
  return writer;
}
