import { sql } from 'drizzle-orm';
import type { Transaction } from '../client';

/**
 * ESG demo data (issue 19): electricity bills (16th to 15th) for every fourth branch over the
 * last six months, and monthly waste of every branch for the last twelve months. One statement
 * each, so seeding stays fast.
 */
export async function seedDemoEsg(
  tx: Transaction,
  { orgId, now, createdBy }: { orgId: number; now: Date; createdBy: string },
) {
  const today = now.toISOString().slice(0, 10);
  await tx.execute(sql`
    insert into esg_bills (org_id, location_id, resource, kind, period_start, period_end, quantity,
      unit, base_quantity, cost, reference, created_by)
    select l.org_id, l.id, 'electricity', 'bill', s.start, (s.start + interval '1 month' - interval '1 day')::date,
      q.kwh, 'kWh', q.kwh, round(q.kwh * 8.5), 'DEMO-' || l.location_id || '-' || to_char(s.start, 'YYYYMM'),
      ${createdBy}
    from locations l
    cross join generate_series(1, 6) as n
    cross join lateral (select (date_trunc('month', ${today}::date) - make_interval(months => n + 1)
      + interval '15 days')::date as start) s
    cross join lateral (select round((1800 + (l.location_id * 37) % 900)
      * (1 + 0.3 * greatest(0, sin(((extract(month from s.start) - 1) / 12.0) * 2 * pi())))) as kwh) q
    where l.org_id = ${orgId} and l.location_id % 4 = 1`);
  await tx.execute(sql`
    insert into esg_waste (org_id, location_id, month, category, kilograms, created_by)
    select l.org_id, l.id, (date_trunc('month', ${today}::date) - make_interval(months => n))::date,
      c.category, round((c.base + (l.location_id * 13 + n * 7) % 25)::numeric, 1), ${createdBy}
    from locations l
    cross join generate_series(1, 12) as n
    cross join (values ('dry', 40), ('wet', 25), ('e-waste', 2), ('hazardous', 1)) as c(category, base)
    where l.org_id = ${orgId}`);
}
