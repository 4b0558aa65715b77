import { lastDayOf, localToday, monthOfDay } from '@fm/contracts';
import type { Transaction } from '../../db/client';
import { meterRegisterReadings, metersReadSince } from '../devices';
import {
  neighbourDays,
  replaceMeterDays,
  replaceMeterMonths,
  selectFoldedTo,
  selectMeterDays,
  setFoldedTo,
} from './meter-queries';
import { meterMonths, summariseByDay } from './register-use';
import { daySpans, monthSpans } from './spans';

/**
 * Readings that ingestion stored (committed) late are still folded: each fold starts this long
 * before where the last one ended, and refolding a day is idempotent (it is rebuilt whole).
 */
const OVERLAP_MS = 60_000;

/**
 * Folds the meters' register readings that arrived since the last fold into their day summaries
 * and month figures (the days touched are rebuilt from the raw readings, then the months those
 * days and their neighbouring reading days span). Runs in the caller's tenant transaction.
 */
export async function foldMeterReadings(
  tx: Transaction,
  orgId: number,
  timeZone: string,
  now: Date,
): Promise<number> {
  const since = (await selectFoldedTo(tx, orgId)) ?? new Date(0);
  const touched = await metersReadSince(tx, orgId, since);
  for (const meter of touched) {
    const from = localToday(new Date(meter.from), timeZone);
    const to = localToday(new Date(meter.to), timeZone);
    await rebuildMeter(tx, orgId, meter.deviceId, { from, to }, timeZone);
  }
  // Nothing new: nothing written (a report read changes nothing then).
  if (touched.length > 0) await setFoldedTo(tx, orgId, new Date(now.getTime() - OVERLAP_MS));
  return touched.length;
}

/** Rebuilds a meter's days from `from` to `to` from its raw readings, then the months around them. */
async function rebuildMeter(
  tx: Transaction,
  orgId: number,
  deviceId: string,
  range: { from: string; to: string },
  timeZone: string,
) {
  const days = daySpans(range.from, range.to, timeZone);
  const readings = await meterRegisterReadings(
    tx,
    [deviceId],
    new Date(days[0]!.start),
    new Date(days[days.length - 1]!.end),
  );
  await replaceMeterDays(tx, orgId, deviceId, range, summariseByDay(readings, days));
  await rebuildMeterMonths(tx, orgId, deviceId, range, timeZone);
}

/** The months from the reading day before `range` to the one after it, from the stored days. */
async function rebuildMeterMonths(
  tx: Transaction,
  orgId: number,
  deviceId: string,
  range: { from: string; to: string },
  timeZone: string,
) {
  const { before, after } = await neighbourDays(tx, deviceId, range.from, range.to);
  const firstMonth = monthOfDay(before ?? range.from);
  const lastMonth = monthOfDay(after ?? range.to);
  const days = await selectMeterDays(tx, deviceId, `${firstMonth}-01`, lastDayOf(lastMonth));
  const spans = monthSpans(firstMonth, lastMonth, timeZone);
  await replaceMeterMonths(tx, orgId, deviceId, meterMonths(days, spans));
}
