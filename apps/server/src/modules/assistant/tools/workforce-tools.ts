import {
  AttendanceRegisterQuery,
  ListVendorEmployeesQuery,
  MonthlyReportQuery,
  type AssistantToolArgs,
  type AttendanceRecord,
  type EmployeeRecord,
} from '@fm/contracts';
import { attendanceRegister, listEmployees, monthlyReport } from '../../workforce';
import {
  ROWS_SHOWN,
  Rephrase,
  inPlace,
  locationSources,
  placeOf,
  plural,
  within,
  type ToolAnswer,
  type ToolWorld,
} from './answer';
import type { PlaceMatch } from '../understand/places';

const PAGE = 500;
/** A month's rate is read per location; a place of more locations is asked about by its parts. */
const MONTH_LOCATIONS_MAX = 25;

const single = (place: PlaceMatch | null) =>
  place?.locationIds.length === 1 ? place.locationIds[0] : undefined;

/** The caller's active employees (a vendor: their own company's) of a place. */
async function employeesOf(world: ToolWorld, place: PlaceMatch | null, vendor?: string) {
  const inside = within(place);
  const found: EmployeeRecord[] = [];
  for (let page = 1; ; page += 1) {
    const data = await listEmployees(
      world.ctx,
      ListVendorEmployeesQuery.parse({ page, limit: PAGE, locationId: single(place) }),
    );
    found.push(
      ...data.employees.filter(
        (employee) =>
          (place === null || employee.locationIds.some(inside)) &&
          (vendor === undefined ||
            employee.vendorId.toLowerCase() === vendor.toLowerCase() ||
            (employee.vendorName ?? '').toLowerCase().includes(vendor.toLowerCase())),
      ),
    );
    if (page >= data.pagination.totalPages) break;
  }
  return found;
}

/** `list_employees`: active employees of a place or a vendor. */
export async function listEmployeesTool(
  world: ToolWorld,
  args: AssistantToolArgs<'list_employees'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const found = await employeesOf(world, place, args.vendor);
  const inside = within(place);
  return {
    sentence: `${plural(found.length, 'active employee')}${place ? ` ${found.length === 1 ? 'is' : 'are'} assigned to ${place.label}` : ''}${args.vendor ? ` of vendor ${args.vendor}` : ''}.`,
    columns: [
      { key: 'name', label: 'Employee' },
      { key: 'employeeId', label: 'Employee ID' },
      { key: 'designation', label: 'Designation' },
      { key: 'vendor', label: 'Vendor' },
      { key: 'locations', label: 'Locations' },
    ],
    rows: found.slice(0, ROWS_SHOWN).map((employee) => ({
      name: employee.name,
      employeeId: employee.employeeId,
      designation: employee.designation,
      vendor: employee.vendorName ?? employee.vendorId,
      locations: employee.locationIds.filter(inside).join(', '),
    })),
    total: found.length,
    sources: [{ label: 'Attendance register', href: '/attendance' }],
  };
}

/** Every mark of a day (at one location, or everywhere), page by page. */
async function marksOf(world: ToolWorld, date: string, locationId: number | undefined) {
  const orgId = world.ctx.caller.orgId;
  const marks: AttendanceRecord[] = [];
  let summary: Awaited<ReturnType<typeof attendanceRegister>>['summary'] | null = null;
  for (let page = 1; ; page += 1) {
    const data = await attendanceRegister(
      world.ctx,
      orgId,
      AttendanceRegisterQuery.parse({ page, limit: PAGE, date, locationId }),
    );
    summary ??= data.summary;
    marks.push(...data.attendanceRecords);
    if (page >= data.metadata.totalPages) break;
  }
  return { marks, summary: summary! };
}

/**
 * `attendance_on_day`: who was present and who was absent on a date. The counts are the
 * register's own (per location: present = marked there, absent = assigned and not marked there).
 */
export async function attendanceOnDayTool(
  world: ToolWorld,
  args: AssistantToolArgs<'attendance_on_day'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const inside = within(place);
  const { marks, summary } = await marksOf(world, args.date, single(place));
  const counted = summary.byLocation.filter((row) => inside(row.locationId));
  const present = counted.reduce((sum, row) => sum + row.present, 0);
  const absent = counted.reduce((sum, row) => sum + row.absent, 0);

  const rows: {
    name: string;
    employeeId: string;
    locationId: number;
    status: string;
    checkinTime: string | null;
  }[] = [];
  if (args.show !== 'absent')
    for (const mark of marks.filter((record) => inside(record.locationId)))
      rows.push({
        name: mark.name,
        employeeId: mark.employeeId,
        locationId: mark.locationId,
        status: 'present',
        checkinTime: mark.checkinTime,
      });
  if (args.show !== 'present') {
    const marked = new Set(
      marks.map((record) => `${record.consoleEmployeeId}@${record.locationId}`),
    );
    for (const employee of await employeesOf(world, place))
      for (const locationId of employee.locationIds.filter(inside))
        if (!marked.has(`${employee.consoleEmployeeId}@${locationId}`))
          rows.push({
            name: employee.name,
            employeeId: employee.employeeId,
            locationId,
            status: 'absent',
            checkinTime: null,
          });
  }
  rows.sort((a, b) => a.status.localeCompare(b.status) || a.name.localeCompare(b.name));
  const where = inPlace(place, 'at');
  const sentence =
    args.show === 'absent'
      ? `${plural(absent, 'employee')} ${absent === 1 ? 'was' : 'were'} absent${where} on ${args.date}.`
      : args.show === 'present'
        ? `${plural(present, 'employee')} ${present === 1 ? 'was' : 'were'} present${where} on ${args.date}.`
        : `On ${args.date}${where}: ${present.toLocaleString('en-IN')} present, ${absent.toLocaleString('en-IN')} absent.`;
  return {
    sentence,
    columns: [
      { key: 'name', label: 'Employee' },
      { key: 'employeeId', label: 'Employee ID' },
      { key: 'locationId', label: 'Location' },
      { key: 'status', label: 'Status' },
      { key: 'checkinTime', label: 'Check-in' },
    ],
    rows: rows.slice(0, ROWS_SHOWN),
    total: args.show === 'absent' ? absent : args.show === 'present' ? present : present + absent,
    sources: [
      { label: 'Attendance register', href: `/attendance?date=${args.date}` },
      ...locationSources(
        rows.map((row) => row.locationId),
        world,
      ),
    ],
  };
}

/** `attendance_month`: a month's attendance rate (the monthly report's), per location of a place. */
export async function attendanceMonthTool(
  world: ToolWorld,
  args: AssistantToolArgs<'attendance_month'>,
): Promise<ToolAnswer> {
  const place = placeOf(world, args.place);
  const orgId = world.ctx.caller.orgId;
  const label = `${args.year}-${String(args.month).padStart(2, '0')}`;
  const source = {
    label: 'Monthly attendance report',
    href: `/reports/attendance/monthly?month=${args.month}&year=${args.year}`,
  };
  const columns = [
    { key: 'place', label: 'Place' },
    { key: 'employees', label: 'Employees' },
    { key: 'present', label: 'Present days' },
    { key: 'absent', label: 'Absent days' },
    { key: 'rate', label: 'Rate %' },
  ];
  if (place === null || place.locationIds.length === 1) {
    const report = await monthlyReport(
      world.ctx,
      orgId,
      MonthlyReportQuery.parse({ year: args.year, month: args.month, locationId: single(place) }),
    );
    const { summary } = report;
    return {
      sentence: `Attendance${inPlace(place, 'at')} in ${label} was ${summary.attendanceRate}% (${summary.totalPresent.toLocaleString('en-IN')} present days, ${summary.totalAbsent.toLocaleString('en-IN')} absent days, ${plural(summary.totalEmployees, 'employee')}).`,
      columns,
      rows: [
        {
          place: place?.label ?? 'All locations',
          employees: summary.totalEmployees,
          present: summary.totalPresent,
          absent: summary.totalAbsent,
          rate: summary.attendanceRate,
        },
      ],
      total: 1,
      sources: [source, ...(place ? locationSources(place.locationIds, world) : [])],
    };
  }
  if (place.locationIds.length > MONTH_LOCATIONS_MAX)
    throw new Rephrase(
      `${place.label} has ${place.locationIds.length} locations: ask about a city or a location in it.`,
    );
  const rows = [];
  for (const locationId of place.locationIds) {
    const { summary } = await monthlyReport(
      world.ctx,
      orgId,
      MonthlyReportQuery.parse({ year: args.year, month: args.month, locationId }),
    );
    rows.push({
      place: world.places.byNumber.get(locationId)?.name ?? String(locationId),
      employees: summary.totalEmployees,
      present: summary.totalPresent,
      absent: summary.totalAbsent,
      rate: summary.attendanceRate,
    });
  }
  const present = rows.reduce((sum, row) => sum + row.present, 0);
  const absent = rows.reduce((sum, row) => sum + row.absent, 0);
  const rate = present + absent === 0 ? 0 : Math.round((present / (present + absent)) * 100);
  return {
    sentence: `Attendance at the ${plural(rows.length, 'location')} in ${place.label} in ${label} was ${rate}% (${present.toLocaleString('en-IN')} present days, ${absent.toLocaleString('en-IN')} absent days).`,
    columns,
    rows: rows.slice(0, ROWS_SHOWN),
    total: rows.length,
    sources: [source, ...locationSources(place.locationIds, world)],
  };
}
