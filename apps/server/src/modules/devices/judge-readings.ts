import {
  evaluateCondition,
  initialConditionState,
  type ConditionState,
  type ConditionTransition,
  type NumericMetric,
  type SensorData,
  type TelemetryReading,
} from '@fm/contracts';
import type { LockedDevice, StoredReading } from './reading-queries';

// The pure half of ingestion: which requests still hold their device's key, and what a device's
// readings make of it (its last values, where each of its rules' conditions stands). No I/O.

export interface TimedReading extends TelemetryReading {
  /** When it was taken (ms since the epoch): its own timestamp, or when it arrived. */
  at: number;
}

/** A device that sends readings; `keyHash` null (the simulator) skips the key check. */
export interface Owner {
  id: string;
  orgId: number;
  keyHash: string | null;
}

/** One request's readings, sorted by time. */
export interface Entry {
  owner: Owner;
  readings: TimedReading[];
  /** The platform clock when the request came (the device was heard from then). */
  now: number;
}

/** What one device's readings come to, before anything is written. */
export interface Judgement {
  device: LockedDevice;
  readings: StoredReading[];
  /** When the device was last heard from (its newest request). */
  heard: number;
  sensorData: SensorData;
  /** The state of every rule that applies to the device (the others are dropped). */
  ruleStates: Record<string, ConditionState>;
  /** Alerts to raise or clear, in the order the readings caused them. */
  transitions: { rule: LockedDevice['rules'][number]; transition: ConditionTransition }[];
  /** It was offline or pending: these readings bring it back online. */
  cameBack: boolean;
}

const metrics: NumericMetric[] = [
  'temperature',
  'humidity',
  'airQualityIndex',
  'co2Level',
  'soundLevel',
];

/**
 * The entries whose key still matches their locked device, by device (requests in the order they
 * came), and those refused: the key was rotated away meanwhile, or the device removed.
 */
export function matchKeys(entries: Entry[], locked: LockedDevice[]) {
  const devicesById = new Map(locked.map((device) => [device.id, device]));
  const refused = new Set<Entry>();
  const accepted = new Map<LockedDevice, Entry[]>();
  for (const entry of entries) {
    const device = devicesById.get(entry.owner.id);
    if (!device || (entry.owner.keyHash !== null && device.keyHash !== entry.owner.keyHash)) {
      refused.add(entry);
      continue;
    }
    accepted.set(device, [...(accepted.get(device) ?? []), entry]);
  }
  return { refused, accepted };
}

/** A device's last values: each metric from the newest reading that carries it. */
function lastValues(before: SensorData, readings: TimedReading[]): SensorData {
  const sensorData: SensorData = { ...before };
  for (const reading of readings) {
    for (const metric of metrics)
      if (reading[metric] !== undefined) sensorData[metric] = reading[metric];
    if (reading.motionDetected !== undefined) sensorData.motionDetected = reading.motionDetected;
  }
  return sensorData;
}

/** Where each rule that applies to the device stands after the readings, and what it raised. */
function judgeRules(device: LockedDevice, readings: TimedReading[]) {
  const ruleStates: Record<string, ConditionState> = {};
  const transitions: Judgement['transitions'] = [];
  for (const rule of device.rules) {
    if (rule.locationId !== null && rule.locationId !== device.locationId) continue;
    if (rule.deviceType !== null && rule.deviceType !== device.type) continue;
    const judged = evaluateCondition(
      rule,
      device.ruleStates[rule.id] ?? initialConditionState,
      readings.map((reading) => ({ at: reading.at, value: reading[rule.metric] })),
    );
    ruleStates[rule.id] = judged.state;
    for (const transition of judged.transitions) transitions.push({ rule, transition });
  }
  return { ruleStates, transitions };
}

/** A device's requests, as if written one after the other, judged. */
export function judgeDevice(device: LockedDevice, entries: Entry[]): Judgement {
  const readings = entries.flatMap((entry) => entry.readings);
  return {
    device,
    readings: readings.map((reading) => ({ ...reading, deviceId: device.id })),
    heard: Math.max(...entries.map((entry) => entry.now)),
    sensorData: lastValues(device.sensorData, readings),
    ...judgeRules(device, readings),
    cameBack: device.status !== 'online',
  };
}
