/*
 * A meter's use per month from its cumulative register (pure, no I/O). Readings are kept as one
 * summary per meter and local day (`esg_meter_days`): the first and last reading of the day and
 * the rise within it. A month's use is the register's rise across the month: the rises within
 * its days, plus the share of each rise between two reading days that falls inside the month,
 * interpolated linearly in time (so the register is read at the month's boundaries, midnight in
 * the organisation's zone). A register that goes backwards (a replaced meter, a rollover) counts
 * nothing for that step and is flagged: use is never negative.
 */

export interface RegisterReading {
  /** When it was taken, ms since the epoch. */
  at: number;
  value: number;
}

/** One meter's readings of one local day. */
export type MeterDay = {
  /** The local day, 'YYYY-MM-DD'. */
  day: string;
  firstAt: number;
  firstValue: number;
  lastAt: number;
  lastValue: number;
  /** The register's rise within the day (backward steps left out). */
  increase: number;
  /** Backward steps within the day. */
  resets: number;
  readings: number;
};

/** A month and its boundaries (the instants its first day and the next month's first day begin). */
export interface MonthSpan {
  month: string;
  start: number;
  end: number;
}

export interface MeterMonth {
  /** Null: no reading in the month (missing, never zero). */
  value: number | null;
  /** Backward steps of the register in the month (each counted as no use). */
  resets: number;
  /** The readings do not cover the whole month (installed or last heard within it). */
  partial: boolean;
}

/** One day's readings (any order) as its summary. */
export function summariseDay(day: string, readings: RegisterReading[]): MeterDay | undefined {
  if (readings.length === 0) return undefined;
  const sorted = [...readings].sort((a, b) => a.at - b.at);
  let increase = 0;
  let resets = 0;
  for (let index = 1; index < sorted.length; index++) {
    const step = sorted[index]!.value - sorted[index - 1]!.value;
    if (step >= 0) increase += step;
    else resets++;
  }
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  return {
    day,
    firstAt: first.at,
    firstValue: first.value,
    lastAt: last.at,
    lastValue: last.value,
    increase,
    resets,
    readings: sorted.length,
  };
}

/** The meter's use in each of `months` (ascending, contiguous or not) from its day summaries. */
export function meterMonths(days: MeterDay[], months: MonthSpan[]): Map<string, MeterMonth> {
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const result = new Map<string, MeterMonth>();
  const byMonth = new Map(months.map((span) => [span.month, span]));
  const touch = (month: string) => {
    let figure = result.get(month);
    if (!figure) {
      figure = { value: 0, resets: 0, partial: false };
      result.set(month, figure);
    }
    return figure;
  };
  // Within days: each day belongs to the month its date is in.
  for (const day of sorted) {
    const month = day.day.slice(0, 7);
    if (!byMonth.has(month)) continue;
    const figure = touch(month);
    figure.value! += day.increase;
    figure.resets += day.resets;
  }
  // Between reading days: the rise spread over the gap, each month taking its share.
  for (let index = 1; index < sorted.length; index++) {
    const before = sorted[index - 1]!;
    const after = sorted[index]!;
    const rise = after.firstValue - before.lastValue;
    if (rise < 0) {
      const month = after.day.slice(0, 7);
      if (byMonth.has(month)) touch(month).resets++;
      continue;
    }
    const gap = after.firstAt - before.lastAt;
    if (rise === 0 || gap <= 0) continue;
    for (const span of months) {
      const overlap = Math.min(span.end, after.firstAt) - Math.max(span.start, before.lastAt);
      if (overlap <= 0) continue;
      // A month with no reading of its own stays missing (its share is not claimed by others).
      const figure = result.get(span.month);
      if (figure) figure.value! += (rise * overlap) / gap;
    }
  }
  const first = sorted[0]?.firstAt;
  const last = sorted[sorted.length - 1]?.lastAt;
  for (const span of months) {
    const figure = result.get(span.month);
    if (!figure) {
      result.set(span.month, { value: null, resets: 0, partial: false });
      continue;
    }
    figure.partial = first! > span.start || last! < span.end;
  }
  return result;
}

/** A local day and its boundaries (instants, ms). */
export interface DaySpan {
  day: string;
  start: number;
  end: number;
}

/**
 * Readings sorted by time, summarised per local day (`days` ascending); readings outside every
 * day are left out. One pass, for any number of readings.
 */
export function summariseByDay(readings: RegisterReading[], days: DaySpan[]): MeterDay[] {
  const summaries: MeterDay[] = [];
  let index = 0;
  for (const span of days) {
    while (index < readings.length && readings[index]!.at < span.start) index++;
    let current: MeterDay | undefined;
    let previous = 0;
    while (index < readings.length && readings[index]!.at < span.end) {
      const reading = readings[index++]!;
      if (!current) {
        current = {
          day: span.day,
          firstAt: reading.at,
          firstValue: reading.value,
          lastAt: reading.at,
          lastValue: reading.value,
          increase: 0,
          resets: 0,
          readings: 1,
        };
      } else {
        const step = reading.value - previous;
        if (step >= 0) current.increase += step;
        else current.resets++;
        current.lastAt = reading.at;
        current.lastValue = reading.value;
        current.readings++;
      }
      previous = reading.value;
    }
    if (current) summaries.push(current);
  }
  return summaries;
}
