/**
 * Pest control figures (issue 12): the status grid's server time for an organisation of 10,000
 * locations with 12 months of service records, and a 20 MB report going through the pest
 * control calls on the local driver (upload-url, presigned POST, add-pest-control-with-files).
 * Printed by `npm run bench`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

const MB = 1024 * 1024;
const REPORT_MB = 20;
const GRID_RUNS = 9;
const UPLOAD_RUNS = Number(process.env.BENCH_TRANSFER_RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * One visit a month for the last 12 months at every location of the organisation, except one
 * location-month in ten (so the grid has overdue cells): about 108,000 records.
 */
export async function seedLargeOrgPestControl(db: Database, orgId: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    with inserted as (
      insert into pest_control_records
        (org_id, console_pest_control_id, location_id, location_name, service_date, service_time,
         service_type, created_by)
      select ${orgId}, gen_random_uuid(), l.location_id, l.name,
        (date_trunc('month', now()) - make_interval(months => m.m)
          + make_interval(days => l.location_id % 25))::date,
        '10:00', 'general', 'bench@bench.example'
      from locations l cross join generate_series(0, 11) as m(m)
      where l.org_id = ${orgId} and (l.location_id + m.m) % 10 <> 0
      returning 1
    )
    select count(*)::int as count from inserted`);
  await db.execute(sql`analyze pest_control_records`);
  return result.rows[0]?.count ?? 0;
}

export interface StatusGridTime {
  locations: number;
  months: number;
  bytes: number;
  runsMs: number[];
}

/** `GET /api/pest-control/status?months=12`, one request at a time, after one warm-up. */
export async function measureStatusGrid(
  api: string,
  headers: Record<string, string>,
): Promise<StatusGridTime> {
  const runsMs: number[] = [];
  let locations = 0;
  let months = 0;
  let bytes = 0;
  for (let run = 0; run <= GRID_RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${api}/api/pest-control/status?months=12`, {
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`status grid failed: ${response.status} ${text}`);
    const data = (JSON.parse(text) as { data: { locations: unknown[]; months: string[] } }).data;
    locations = data.locations.length;
    months = data.months.length;
    bytes = text.length;
    if (run > 0) runsMs.push(elapsed);
  }
  return { locations, months, bytes, runsMs };
}

export function printStatusGrid({ locations, months, bytes, runsMs }: StatusGridTime) {
  console.log(
    `\nPest control status grid, GET /api/pest-control/status?months=12, ${locations} locations x ` +
      `${months} months (${(bytes / 1024 / 1024).toFixed(1)} MB JSON, uncompressed, 1 connection): ` +
      `p50 ${median(runsMs).toFixed(0)} ms (runs: ${runsMs.map((v) => v.toFixed(0)).join(', ')})`,
  );
}

export interface ReportUpload {
  runs: number;
  uploadMBps: number[];
  wholeMs: number[];
}

/**
 * A 20 MB PDF report as the vendor's browser sends it: the upload-url function, the presigned
 * multipart POST (policy checked, written to disk), then the record with the file in one call.
 */
export async function measureReportUpload(
  api: string,
  headers: Record<string, string>,
  { orgId, locationId }: { orgId: number; locationId: number },
): Promise<ReportUpload> {
  const bytes = randomBytes(REPORT_MB * MB);
  const file = new Blob([bytes], { type: 'application/pdf' });
  const json = { ...headers, 'content-type': 'application/json' };
  const result: ReportUpload = { runs: UPLOAD_RUNS, uploadMBps: [], wholeMs: [] };
  for (let run = 0; run <= UPLOAD_RUNS; run += 1) {
    const consolePestControlId = randomUUID();
    const started = performance.now();
    const presigned = await fetch(`${api}/api/functions/pest-control-upload-url`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        orgId,
        consolePestControlId,
        fileName: 'report.pdf',
        fileType: 'application/pdf',
        fileSize: bytes.length,
      }),
    });
    const upload = (await presigned.json()) as {
      data: { url: string; fields: Record<string, string>; s3Key: string };
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.data.fields)) form.append(name, value);
    form.append('file', file, 'report.pdf');
    const postStarted = performance.now();
    const posted = await fetch(new URL(upload.data.url, api), { method: 'POST', body: form });
    const postS = (performance.now() - postStarted) / 1000;
    if (posted.status !== 204) throw new Error(`upload failed: ${posted.status}`);
    const created = await fetch(`${api}/api/functions/add-pest-control-with-files`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        orgId,
        consolePestControlId,
        locationId,
        serviceDate: '2024-06-15',
        serviceTime: '10:00',
        serviceType: 'general',
        reportFiles: [
          {
            fileName: 'report.pdf',
            s3Key: upload.data.s3Key,
            fileType: 'application/pdf',
            fileSize: bytes.length,
          },
        ],
      }),
    });
    if (created.status !== 201) throw new Error(`record failed: ${await created.text()}`);
    if (run === 0) continue; // warm-up
    result.uploadMBps.push(REPORT_MB / postS);
    result.wholeMs.push(performance.now() - started);
  }
  return result;
}

export function printReportUpload({ runs, uploadMBps, wholeMs }: ReportUpload) {
  console.log(
    `\nPest control report, one ${REPORT_MB} MB PDF through the pest control calls, local driver, ${runs} runs after a warm-up:`,
  );
  console.log(
    `  presigned POST (multipart, policy checked, written to disk) p50 ${median(uploadMBps).toFixed(0)} MB/s ` +
      `(runs: ${uploadMBps.map((v) => v.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  upload-url + POST + add-pest-control-with-files             p50 ${median(wholeMs).toFixed(0)} ms ` +
      `(runs: ${wholeMs.map((v) => v.toFixed(0)).join(', ')})`,
  );
}
