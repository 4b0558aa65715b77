import { ruleAlertMessage } from '@fm/contracts';
import type { Transaction } from '../../db/client';
import type { Platform } from '../../platform';
import { clearOfflineAlerts, clearRuleAlert, insertRuleAlert } from './alert-queries';
import type { RaisedAlert } from './alert-mail';
import { CHANGED_IDS_MAX, deviceEvents, type DeviceChangeThrottle } from './events';
import { judgeDevice, matchKeys, type Entry, type Judgement } from './judge-readings';
import { storeReadings, type LockedDevice } from './reading-queries';

export interface Outcome {
  /** Entries whose key no longer matches its device (or whose device is gone). */
  refused: Set<Entry>;
  raised: RaisedAlert[];
  /** Devices changed by this transaction that no event has announced yet. */
  unannounced: string[];
}

/**
 * One write of an organisation's waiting requests, inside the transaction that locked their
 * devices (`locked`), in order: match the keys, judge each device's readings, raise and clear
 * alerts, store the readings with the devices' new values, announce. A request refused (its key
 * rotated away meanwhile) does not refuse the others.
 */
export async function storeAndJudge(
  platform: Platform,
  throttle: DeviceChangeThrottle,
  tx: Transaction,
  orgId: number,
  entries: Entry[],
  locked: LockedDevice[],
): Promise<Outcome> {
  const { refused, accepted } = matchKeys(entries, locked);
  if (accepted.size === 0) return { refused, raised: [], unannounced: [] };
  const judged = [...accepted].map(([device, mine]) => judgeDevice(device, mine));
  const { raised, alerted } = await recordAlerts(tx, orgId, judged);
  await storeReadings(
    tx,
    orgId,
    judged.flatMap((judgement) => judgement.readings),
    judged.map(({ device, sensorData, ruleStates, heard }) => ({
      id: device.id,
      sensorData,
      ruleStates,
      // When the device was last heard from (offline detection counts from it).
      heard: new Date(heard),
    })),
  );
  const unannounced = await announce(platform, throttle, tx, orgId, judged, alerted);
  return { refused, raised, unannounced };
}

/**
 * The rules' alerts raised and cleared by the readings (device by device, in the readings'
 * order), then the offline alerts of devices that came back. Answers the alerts raised and, by
 * device, the ids of those raised (a device whose alerts changed at all is named).
 */
async function recordAlerts(tx: Transaction, orgId: number, judged: Judgement[]) {
  const raised: RaisedAlert[] = [];
  const alerted = new Map<string, string[]>();
  for (const { device, transitions } of judged) {
    for (const { rule, transition } of transitions) {
      const ids = alerted.get(device.id) ?? [];
      alerted.set(device.id, ids);
      if (transition.kind !== 'raise') {
        await clearRuleAlert(tx, device.id, rule.id, new Date(transition.at));
        continue;
      }
      const message = ruleAlertMessage(rule, transition.value);
      const id = await insertRuleAlert(tx, {
        orgId,
        deviceId: device.id,
        ruleId: rule.id,
        metric: rule.metric,
        severity: rule.severity,
        message,
        value: transition.value,
        raisedAt: new Date(transition.at),
      });
      if (id === undefined) continue;
      ids.push(id);
      raised.push({ id, severity: rule.severity, message, deviceName: device.name });
    }
  }
  const cameBack = judged.filter((judgement) => judgement.cameBack);
  if (cameBack.length > 0) {
    const heardLast = Math.max(...judged.map((judgement) => judgement.heard));
    const cleared = await clearOfflineAlerts(
      tx,
      cameBack.map((judgement) => judgement.device.id),
      new Date(heardLast),
    );
    for (const deviceId of cleared) alerted.set(deviceId, alerted.get(deviceId) ?? []);
  }
  return { raised, alerted };
}

/**
 * Live events: alerts and devices coming back online at once; other readings at most once a
 * window per organisation (answered as unannounced: they go out when the window ends).
 */
async function announce(
  platform: Platform,
  throttle: DeviceChangeThrottle,
  tx: Transaction,
  orgId: number,
  judged: Judgement[],
  alerted: Map<string, string[]>,
): Promise<string[]> {
  for (const [deviceId, raisedIds] of alerted) {
    await platform.events.publish(tx, {
      orgId,
      type: deviceEvents.alert,
      data: { deviceId, raised: raisedIds },
      audience: 'device:read',
    });
  }
  const changed = judged.map((judgement) => judgement.device.id);
  const cameBack = judged.filter((judgement) => judgement.cameBack).map((j) => j.device.id);
  if (cameBack.length === 0 && !throttle.claim(orgId)) return changed;
  if (cameBack.length > 0) throttle.claim(orgId, true);
  const named = [...cameBack, ...changed.filter((id) => !cameBack.includes(id))];
  await platform.events.publish(tx, {
    orgId,
    type: deviceEvents.changed,
    data: {
      deviceIds: named.slice(0, CHANGED_IDS_MAX),
      ...(cameBack.length > 0 ? { online: cameBack.slice(0, CHANGED_IDS_MAX) } : {}),
    },
    audience: 'device:read',
  });
  return [];
}
