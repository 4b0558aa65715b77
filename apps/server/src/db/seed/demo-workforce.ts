import { DEFAULT_TIME_ZONE, localNow } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import { attendanceEmailRecipients, employees } from '../schema';

/*
 * The demo's vendor employees and 90 days of their attendance, so that the register, the
 * monthly report and the daily e-mail have true content on the first start. Names and gaps are
 * derived from fixed lists and a hash, never from Math.random: every start seeds the same.
 */

const firstNames = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Bhavna',
  'Deepak',
  'Divya',
  'Farhan',
  'Gauri',
  'Harish',
  'Isha',
  'Jatin',
  'Kavya',
  'Kiran',
  'Lakshmi',
  'Manoj',
  'Meena',
  'Naveen',
  'Neha',
  'Pooja',
  'Prakash',
  'Rahul',
  'Rekha',
  'Sanjay',
  'Shreya',
  'Suresh',
  'Tanvi',
  'Uday',
  'Vidya',
];
const lastNames = [
  'Sharma',
  'Patel',
  'Reddy',
  'Nair',
  'Iyer',
  'Gupta',
  'Singh',
  'Das',
  'Khan',
  'Joshi',
  'Menon',
  'Rao',
  'Kulkarni',
  'Bose',
  'Pillai',
  'Chauhan',
  'Mishra',
  'Verma',
];
const sunriseRoles: [string, 'permanent' | 'contract' | 'temporary' | 'part-time'][] = [
  ['Security Guard', 'contract'],
  ['Housekeeping Staff', 'contract'],
  ['Security Guard', 'permanent'],
  ['Housekeeping Supervisor', 'permanent'],
  ['Housekeeping Staff', 'part-time'],
  ['Security Supervisor', 'permanent'],
  ['Relief Guard', 'temporary'],
];

const DEMO_EMPLOYEE_COUNT = 150;
const DAYS_OF_HISTORY = 90;
const DAY = 86_400_000;

const nameOf = (index: number) =>
  `${firstNames[index % firstNames.length]} ${lastNames[(index * 7 + Math.floor(index / firstNames.length)) % lastNames.length]}`;
const mobileOf = (index: number) => `98${String(45_000_000 + index * 7_919).padStart(8, '0')}`;

async function locationNumbers(tx: Transaction, orgId: number): Promise<number[]> {
  const result = await tx.execute<{ location_id: number }>(
    sql`select location_id from locations where org_id = ${orgId} and status <> 'inactive' order by location_id`,
  );
  return result.rows.map((row) => row.location_id);
}

export async function seedDemoWorkforce(
  tx: Transaction,
  orgs: { demo: number; other: number },
  now: Date,
): Promise<void> {
  const branches = await locationNumbers(tx, orgs.demo);
  const warehouses = await locationNumbers(tx, orgs.other);
  const joined = new Date(now.getTime() - (DAYS_OF_HISTORY + 30) * DAY);
  const left = new Date(now.getTime() - 20 * DAY);

  const rows: (typeof employees.$inferInsert)[] = [];
  for (let index = 0; index < DEMO_EMPLOYEE_COUNT; index += 1) {
    const [designation, employmentType] = sunriseRoles[index % sunriseRoles.length]!;
    const home = branches[index % branches.length]!;
    const second = branches[(index + 17) % branches.length]!;
    const deactivated = index % 50 === 49;
    rows.push({
      orgId: orgs.demo,
      employeeId: `SFS-${String(1001 + index)}`,
      name: nameOf(index),
      mobileNumber: mobileOf(index),
      designation,
      employmentType,
      vendorId: 'VEN-001',
      // Relief staff cover a second branch.
      locationIds: index % 10 === 6 ? [home, second].sort((a, b) => a - b) : [home],
      status: deactivated ? 'inactive' : 'active',
      deactivationReason: deactivated ? 'Resigned' : null,
      deactivatedAt: deactivated ? left : null,
      deactivatedBy: deactivated ? 'vendor@demo.example' : null,
      createdBy: 'vendor@demo.example',
      updatedBy: 'vendor@demo.example',
      createdAt: joined,
      updatedAt: joined,
    });
  }
  for (let index = 0; index < 6; index += 1)
    rows.push({
      orgId: orgs.demo,
      employeeId: `SPS-${String(201 + index)}`,
      name: nameOf(index + 400),
      mobileNumber: mobileOf(index + 400),
      designation: 'Pest Control Technician',
      employmentType: 'permanent',
      vendorId: 'VEN-002',
      locationIds: [branches[(index * 9) % branches.length]!],
      createdBy: 'pest@demo.example',
      updatedBy: 'pest@demo.example',
      createdAt: joined,
      updatedAt: joined,
    });
  for (let index = 0; index < 4; index += 1)
    rows.push({
      orgId: orgs.other,
      employeeId: `PS-${String(11 + index)}`,
      name: nameOf(index + 900),
      designation: 'Security Guard',
      employmentType: 'contract',
      vendorId: 'VEN-001',
      locationIds: warehouses.length ? [warehouses[index % warehouses.length]!] : [],
      createdBy: 'admin@other.example',
      updatedBy: 'admin@other.example',
      createdAt: joined,
      updatedAt: joined,
    });
  await tx.insert(employees).values(rows);

  // 90 days up to today (today only up to the present time): most working days, some Saturdays,
  // a few Sundays, each from a hash of the person and the day, at their first location.
  const local = localNow(now, DEFAULT_TIME_ZONE);
  await tx.execute(sql`
    insert into attendance_records
      (org_id, employee_ref, vendor_id, location_id, checkin_date, checkin_time, created_by,
       created_at, updated_at)
    select e.org_id, e.id, e.vendor_id, e.location_ids[1], d.day,
      make_time(8 + (h.v % 150) / 60, (h.v % 150) % 60, 0),
      e.created_by, d.day + interval '9 hours', d.day + interval '9 hours'
    from employees e
    cross join lateral (
      select (${local.date}::date - n) as day from generate_series(0, ${DAYS_OF_HISTORY - 1}) n
    ) d
    cross join lateral (select abs(hashtext(e.id::text || d.day::text)) as v) h
    where e.org_id in (${orgs.demo}, ${orgs.other}) and cardinality(e.location_ids) > 0
      and (e.deactivated_at is null or d.day < (e.deactivated_at at time zone ${DEFAULT_TIME_ZONE})::date)
      and (h.v / 1000) % 100 < case extract(isodow from d.day)
        when 7 then 8 when 6 then 45 else 88 end
      and (d.day < ${local.date}::date
        or make_time(8 + (h.v % 150) / 60, (h.v % 150) % 60, 0) <= ${local.time}::time)`);

  await tx.insert(attendanceEmailRecipients).values([
    {
      orgId: orgs.demo,
      email: 'facilities.head@lotusbank.example',
      name: 'Head of Facilities',
      createdBy: 'admin@demo.example',
      updatedBy: 'admin@demo.example',
    },
    {
      orgId: orgs.demo,
      email: 'west.region@lotusbank.example',
      name: 'West Region Operations',
      locationIds: branches.slice(0, 8),
      createdBy: 'admin@demo.example',
      updatedBy: 'admin@demo.example',
    },
  ]);
}
