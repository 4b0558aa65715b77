import type {
  AttendanceRecord,
  AttendanceRegisterQuery,
  AttendanceSummary,
  LocationAttendance,
  MonthlyEmployeeInput,
  VendorLocationAttendance,
} from '@fm/contracts';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { attendanceRecords, employees, locations, vendors } from '../../../db/schema';
import { isoText, likePattern } from '../../../shared/sql-fragments';

const locationName = sql<
  string | null
>`coalesce(${locations.name}, ${locations.locationNickname}, 'Location ' || ${locations.locationId})`;

const attendanceRecordColumns = {
  id: attendanceRecords.id,
  consoleAttendanceId: sql<string>`${employees.consoleEmployeeId} || '-' || ${attendanceRecords.locationId} || '-' || to_char(${attendanceRecords.checkinDate}, 'YYYYMMDD')`,
  consoleEmployeeId: employees.consoleEmployeeId,
  employeeId: employees.employeeId,
  name: employees.name,
  vendorId: attendanceRecords.vendorId,
  vendorName: sql<
    string | null
  >`(select ${vendors.name} from ${vendors} where ${vendors.orgId} = ${attendanceRecords.orgId} and ${vendors.id} = ${attendanceRecords.vendorId})`,
  locationId: attendanceRecords.locationId,
  locationName,
  checkinDate: sql<string>`to_char(${attendanceRecords.checkinDate}, 'YYYY-MM-DD')`,
  checkinTime: sql<string>`to_char(${attendanceRecords.checkinTime}, 'HH24:MI:SS')`,
  orgId: attendanceRecords.orgId,
  createdBy: attendanceRecords.createdBy,
  createdAt: isoText(attendanceRecords.createdAt),
  updatedAt: isoText(attendanceRecords.updatedAt),
} satisfies Record<keyof AttendanceRecord, unknown>;

const joinLocation = and(
  eq(locations.orgId, attendanceRecords.orgId),
  eq(locations.locationId, attendanceRecords.locationId),
);

export async function findAttendance(
  tx: Transaction,
  orgId: number,
  scope: string | null,
  id: string,
): Promise<AttendanceRecord | undefined> {
  const [row] = await tx
    .select(attendanceRecordColumns)
    .from(attendanceRecords)
    .innerJoin(employees, eq(employees.id, attendanceRecords.employeeRef))
    .leftJoin(locations, joinLocation)
    .where(
      and(
        eq(attendanceRecords.orgId, orgId),
        eq(attendanceRecords.id, id),
        scope === null ? undefined : eq(attendanceRecords.vendorId, scope),
      ),
    );
  return row;
}

const registerSort = {
  name: employees.name,
  checkinTime: attendanceRecords.checkinTime,
  locationId: attendanceRecords.locationId,
  checkinDate: attendanceRecords.checkinDate,
} as const;

/** One page of a day's marks and their count. */
export async function selectRegisterPage(
  tx: Transaction,
  orgId: number,
  scope: string | null,
  date: string,
  query: AttendanceRegisterQuery,
): Promise<{ rows: AttendanceRecord[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(attendanceRecords.orgId, orgId),
    eq(attendanceRecords.checkinDate, date),
    scope === null ? undefined : eq(attendanceRecords.vendorId, scope),
    query.locationId === undefined ? undefined : eq(attendanceRecords.locationId, query.locationId),
    query.consoleEmployeeId === undefined
      ? undefined
      : eq(employees.consoleEmployeeId, query.consoleEmployeeId),
  ];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        sql`${employees.name} ilike ${pattern}`,
        sql`${employees.employeeId} ilike ${pattern}`,
        sql`${employees.consoleEmployeeId} ilike ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const rows = await tx
    .select(attendanceRecordColumns)
    .from(attendanceRecords)
    .innerJoin(employees, eq(employees.id, attendanceRecords.employeeRef))
    .leftJoin(locations, joinLocation)
    .where(where)
    .orderBy(direction(registerSort[query.sortBy]), asc(attendanceRecords.id))
    .offset((query.page - 1) * query.limit)
    .limit(query.limit);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(attendanceRecords)
    .innerJoin(employees, eq(employees.id, attendanceRecords.employeeRef))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/**
 * A day's counts: per location and vendor company, the active employees assigned there, how many
 * were marked there, and how many of the assigned were not (each location's line is the sum of
 * its vendors'); overall, present (marked anywhere, or at the location) and absent (active, in
 * scope, not marked).
 */
export async function daySummary(
  tx: Transaction,
  orgId: number,
  scope: string | null,
  date: string,
  locationId?: number,
): Promise<AttendanceSummary> {
  const vendorFilter = scope === null ? sql`` : sql`and vendor_id = ${scope}`;
  const locationFilter = locationId === undefined ? sql`` : sql`and location_id = ${locationId}`;
  const result = await tx.execute<{
    location_id: number;
    location_name: string | null;
    vendor_id: string;
    vendor_name: string | null;
    assigned: number;
    present: number;
    absent: number;
  }>(sql`
    with emp as (
      select id, vendor_id, location_ids from employees
      where org_id = ${orgId} and status = 'active' ${vendorFilter}
    ), assigned as (
      select id as employee_ref, vendor_id, unnest(location_ids) as location_id from emp
    ), marks as (
      select distinct employee_ref, vendor_id, location_id from attendance_records
      where org_id = ${orgId} and checkin_date = ${date} ${vendorFilter} ${locationFilter}
    ), assigned_counts as (
      select a.location_id, a.vendor_id, count(*)::int as assigned,
        (count(*) filter (where m.employee_ref is null))::int as absent
      from assigned a
      left join marks m on m.employee_ref = a.employee_ref and m.location_id = a.location_id
      group by a.location_id, a.vendor_id
    ), present_counts as (
      select location_id, vendor_id, count(*)::int as present from marks
      group by location_id, vendor_id
    )
    select l.location_id,
      coalesce(l.name, l.location_nickname, 'Location ' || l.location_id) as location_name,
      coalesce(a.vendor_id, p.vendor_id) as vendor_id, v.name as vendor_name,
      coalesce(a.assigned, 0) as assigned, coalesce(p.present, 0) as present,
      coalesce(a.absent, 0) as absent
    from assigned_counts a
    full join present_counts p on p.location_id = a.location_id and p.vendor_id = a.vendor_id
    join locations l on l.org_id = ${orgId}
      and l.location_id = coalesce(a.location_id, p.location_id)
    left join vendors v on v.org_id = ${orgId} and v.id = coalesce(a.vendor_id, p.vendor_id)
    where true ${locationId === undefined ? sql`` : sql`and l.location_id = ${locationId}`}
    order by l.location_id, v.name, 3`);
  const totals = await tx.execute<{ total: number; present: number; absent: number }>(sql`
    with emp as (
      select id from employees
      where org_id = ${orgId} and status = 'active' ${vendorFilter}
      ${locationId === undefined ? sql`` : sql`and ${locationId} = any(location_ids)`}
    ), marked as (
      select distinct employee_ref from attendance_records
      where org_id = ${orgId} and checkin_date = ${date} ${vendorFilter} ${locationFilter}
    )
    select (select count(*)::int from emp) as total,
      (select count(*)::int from marked) as present,
      (select count(*)::int from emp left join marked m on m.employee_ref = emp.id
        where m.employee_ref is null) as absent`);
  const total = totals.rows[0] ?? { total: 0, present: 0, absent: 0 };
  const byVendor: VendorLocationAttendance[] = result.rows.map((row) => ({
    locationId: row.location_id,
    locationName: row.location_name,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    assigned: row.assigned,
    present: row.present,
    absent: row.absent,
  }));
  const byLocation = new Map<number, LocationAttendance>();
  for (const line of byVendor) {
    const sum = byLocation.get(line.locationId);
    if (!sum) {
      const { locationId, locationName, assigned, present, absent } = line;
      byLocation.set(locationId, { locationId, locationName, assigned, present, absent });
    } else {
      sum.assigned += line.assigned;
      sum.present += line.present;
      sum.absent += line.absent;
    }
  }
  return {
    date,
    totalEmployees: total.total,
    present: total.present,
    absent: total.absent,
    byLocation: [...byLocation.values()],
    byVendor,
  };
}

/** The days (1-31) whose bits are set in a mask (bit 0 is the 1st). */
function daysOfMask(mask: number): number[] {
  const days: number[] = [];
  for (let day = 1; day <= 31; day += 1) if (mask & (1 << (day - 1))) days.push(day);
  return days;
}

/** Every employee who counts in a month, with the days they were marked (at the location). */
export async function monthlyEmployees(
  tx: Transaction,
  orgId: number,
  scope: string | null,
  range: { start: string; end: string; timeZone: string },
  locationId?: number,
): Promise<MonthlyEmployeeInput[]> {
  const vendorFilter = scope === null ? sql`` : sql`and vendor_id = ${scope}`;
  const locationFilter = locationId === undefined ? sql`` : sql`and location_id = ${locationId}`;
  const result = await tx.execute<{
    console_employee_id: string;
    employee_id: string;
    name: string;
    designation: string | null;
    vendor_id: string;
    vendor_name: string | null;
    status: 'active' | 'inactive';
    active_from: string;
    active_until: string | null;
    present_days: number;
  }>(sql`
    with marks as (
      select employee_ref, bit_or(1 << (extract(day from checkin_date)::int - 1)) as days
      from attendance_records
      where org_id = ${orgId} and checkin_date between ${range.start} and ${range.end}
        ${vendorFilter} ${locationFilter}
      group by employee_ref
    ), e as (
      select * from employees
      where org_id = ${orgId} ${vendorFilter}
    )
    select e.console_employee_id, e.employee_id, e.name, e.designation, e.vendor_id,
      v.name as vendor_name, e.status,
      to_char((e.created_at at time zone ${range.timeZone})::date, 'YYYY-MM-DD') as active_from,
      case when e.deactivated_at is null then null
        else to_char((e.deactivated_at at time zone ${range.timeZone})::date, 'YYYY-MM-DD') end
        as active_until,
      coalesce(m.days, 0) as present_days
    from e
    left join marks m on m.employee_ref = e.id
    left join vendors v on v.org_id = e.org_id and v.id = e.vendor_id
    where m.days is not null or (
      (e.created_at at time zone ${range.timeZone})::date <= ${range.end}::date
      and (e.deactivated_at is null
        or (e.deactivated_at at time zone ${range.timeZone})::date > ${range.start}::date)
      ${locationId === undefined ? sql`` : sql`and ${locationId} = any(e.location_ids)`}
    )
    order by e.name, e.id`);
  return result.rows.map((row) => ({
    consoleEmployeeId: row.console_employee_id,
    employeeId: row.employee_id,
    name: row.name,
    designation: row.designation,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    status: row.status,
    activeFrom: row.active_from,
    activeUntil: row.active_until,
    presentDays: daysOfMask(row.present_days),
  }));
}

/** Employees marked at a location per day over a range, and how many are assigned there. */
export async function locationTrend(
  tx: Transaction,
  orgId: number,
  scope: string | null,
  locationId: number,
  range: { start: string; end: string },
): Promise<{ assigned: number; days: Map<string, number> }> {
  const vendorFilter = scope === null ? sql`` : sql`and vendor_id = ${scope}`;
  const perDay = await tx.execute<{ date: string; present: number }>(sql`
    select to_char(checkin_date, 'YYYY-MM-DD') as date, count(distinct employee_ref)::int as present
    from attendance_records
    where org_id = ${orgId} and location_id = ${locationId}
      and checkin_date between ${range.start} and ${range.end} ${vendorFilter}
    group by checkin_date`);
  const assigned = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from employees
    where org_id = ${orgId} and status = 'active' and ${locationId} = any(location_ids) ${vendorFilter}`);
  return {
    assigned: assigned.rows[0]?.count ?? 0,
    days: new Map(perDay.rows.map((row) => [row.date, row.present])),
  };
}

/** Records a mark; undefined when the employee is already marked at that location that day. */
export async function insertAttendance(
  tx: Transaction,
  values: typeof attendanceRecords.$inferInsert,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .insert(attendanceRecords)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: attendanceRecords.id });
  return row;
}

export async function deleteAttendanceRow(tx: Transaction, id: string): Promise<void> {
  await tx.delete(attendanceRecords).where(eq(attendanceRecords.id, id));
}
