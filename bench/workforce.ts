import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

/*
 * The attendance figures: the monthly report of 1,000 employees over a 31-day month, and the
 * register over 100,000 attendance records (1,000 employees marked every day for 100 days,
 * July 2026 among them), in the large organisation. Generated in SQL, in one statement each.
 */

export const BENCH_EMPLOYEES = 1_000;
const BENCH_DAYS = 100;
const BENCH_FIRST_DAY = '2026-07-01';
export const BENCH_MONTH = { month: 7, year: 2026 };

export async function seedWorkforceBench(db: Database, orgId: number): Promise<number> {
  await db.execute(sql`
    insert into vendors (org_id, id, name, services)
    values (${orgId}, 'VEN-B', 'Bench Facility Services', '{security}')`);
  await db.execute(sql`
    insert into employees (org_id, employee_id, name, designation, vendor_id, location_ids,
      employment_type, created_at, updated_at)
    select ${orgId}, 'B-' || n, 'Bench Person ' || lpad(n::text, 4, '0'), 'Security Guard',
      'VEN-B', array[(select location_id from locations where org_id = ${orgId}
        order by location_id offset (n % 500) limit 1)],
      'contract', '2026-01-01', '2026-01-01'
    from generate_series(1, ${BENCH_EMPLOYEES}) n`);
  const result = await db.execute<{ count: number }>(sql`
    with inserted as (
      insert into attendance_records (org_id, employee_ref, vendor_id, location_id, checkin_date,
        checkin_time)
      select e.org_id, e.id, e.vendor_id, e.location_ids[1], ${BENCH_FIRST_DAY}::date + d,
        time '08:30' + (d % 60) * interval '1 minute'
      from employees e cross join generate_series(0, ${BENCH_DAYS - 1}) d
      where e.org_id = ${orgId}
      returning 1
    ) select count(*)::int as count from inserted`);
  await db.execute(sql`analyze employees`);
  await db.execute(sql`analyze attendance_records`);
  return result.rows[0]?.count ?? 0;
}

export interface Timing {
  name: string;
  medianMs: number;
  p90Ms: number;
  bytes: number;
}

/** Sequential requests (one connection) after warm-up: the server's time per answer. */
export async function timeRequests(
  name: string,
  url: string,
  headers: Record<string, string>,
  runs = 20,
): Promise<Timing> {
  let bytes = 0;
  for (let i = 0; i < 3; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const body = await response.arrayBuffer();
    times.push(performance.now() - start);
    if (!response.ok)
      throw new Error(`${name}: ${response.status} ${Buffer.from(body).toString()}`);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return {
    name,
    medianMs: times[Math.floor(times.length / 2)]!,
    p90Ms: times[Math.floor(times.length * 0.9)]!,
    bytes,
  };
}

export function printTimings(title: string, timings: Timing[]) {
  console.log(`\n${title}`);
  for (const t of timings)
    console.log(
      `  ${t.name.padEnd(64)} median ${t.medianMs.toFixed(1).padStart(6)} ms, p90 ${t.p90Ms.toFixed(1).padStart(6)} ms, ${(t.bytes / 1024).toFixed(0)} KB`,
    );
}
