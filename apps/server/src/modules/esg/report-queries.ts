import { meterDeviceTypes, type EsgResource } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { BillEntry } from './month-figures';
import type { MeterMonth } from './register-use';
import { cellKey, type ReportLocation } from './report';

// What the report reads: branches, the meters' months, bills, waste (each in one statement).

export async function selectReportLocations(
  tx: Transaction,
  orgId: number,
  filter: { state?: string; numbers?: number[] },
): Promise<ReportLocation[]> {
  const result = await tx.execute<ReportLocation>(sql`
    select id, location_id as "locationId",
      coalesce(nullif(trim(name), ''), nullif(trim(location_nickname), ''), 'Location ' || location_id) as name,
      city, state, branch_area_size as "areaSqft"
    from locations
    where org_id = ${orgId}
      ${filter.state ? sql`and state = ${filter.state}` : sql``}
      ${filter.numbers ? sql`and location_id = any(${sql.param(filter.numbers)}::int[])` : sql``}
    order by location_id`);
  return result.rows;
}

export async function selectStates(tx: Transaction, orgId: number): Promise<string[]> {
  const result = await tx.execute<{ state: string }>(sql`
    select distinct state from locations where org_id = ${orgId} and state is not null
    order by state`);
  return result.rows.map((row) => row.state);
}

const resourceOfType = sql.raw(
  `case d.type ${Object.entries(meterDeviceTypes)
    .map(([type, resource]) => `when '${type}' then '${resource}'`)
    .join(' ')} end`,
);

/** The meters' months per location, resource and month (meters of one kind added up). */
export async function selectMeterMonthTotals(
  tx: Transaction,
  orgId: number,
  from: string,
  to: string,
): Promise<Map<string, MeterMonth>> {
  const result = await tx.execute<{
    locationId: string;
    resource: string;
    month: string;
    value: number | null;
    resets: number;
    partial: boolean;
  }>(sql`
    select d.location_id as "locationId", ${resourceOfType} as resource,
      to_char(m.month, 'YYYY-MM') as month, sum(m.value)::float8 as value,
      sum(m.resets)::int as resets, coalesce(bool_or(m.partial and m.value is not null), false) as partial
    from esg_meter_months m join devices d on d.id = m.device_id
    where m.org_id = ${orgId} and m.month between ${`${from}-01`} and ${`${to}-01`}
    group by 1, 2, 3`);
  return new Map(
    result.rows.map((row) => [
      cellKey(row.locationId, row.resource, row.month),
      { value: row.value, resets: row.resets, partial: row.partial },
    ]),
  );
}

export async function selectBillsBetween(
  tx: Transaction,
  orgId: number,
  fromDay: string,
  toDay: string,
): Promise<(BillEntry & { locationId: string; resource: EsgResource })[]> {
  const result = await tx.execute<BillEntry & { locationId: string; resource: EsgResource }>(sql`
    select location_id as "locationId", resource, kind, period_start::text as "periodStart",
      period_end::text as "periodEnd", base_quantity as quantity
    from esg_bills
    where org_id = ${orgId} and period_start <= ${toDay} and period_end >= ${fromDay}`);
  return result.rows;
}

export async function selectWasteTotals(
  tx: Transaction,
  orgId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const result = await tx.execute<{ key: string; kilograms: number }>(sql`
    select location_id || '|' || to_char(month, 'YYYY-MM') as key, sum(kilograms)::float8 as kilograms
    from esg_waste
    where org_id = ${orgId} and month between ${`${from}-01`} and ${`${to}-01`}
    group by location_id, month`);
  return new Map(result.rows.map((row) => [row.key, row.kilograms]));
}
