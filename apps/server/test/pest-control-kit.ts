import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { snapshot } from './db-snapshot';
import { filesBelow, multipartBody, presignedForm } from './multipart';
import { requester, signInDemoAccounts } from './requests';
import { createTestContext, type TestContext } from './test-app';
import { LocalFileStorage } from '../src/platform/storage/local-storage';

/**
 * The set-up the records, report files and schedules tests share: one server per test file on
 * the demo data, the pest control vendor signed in, two active branches of the demo organisation.
 * Each file calls `setUpPestControl()` once at its top; the bindings below are filled in by its
 * `beforeAll` (ES module exports are live, so the files read the values set there).
 */

export const PEST = 'pest@demo.example';
/** The platform's clock, moved by the tests to reach an expiry without waiting for it. */
export const clock = { at: Date.now(), now: () => new Date(clock.at) };

export let ctx: TestContext;
export let call: ReturnType<typeof requester>;
export let org: number;
export let otherOrg: number;
export let branch: number;
export let branch2: number;
export let storage: LocalFileStorage;

export function setUpPestControl(): void {
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    call = requester(ctx);
    org = ctx.seed.demoOrgId;
    otherOrg = ctx.seed.otherOrgId;
    await ctx.as(PEST);
    await signInDemoAccounts(ctx);
    const rows = await ctx.db.execute<{ location_id: number }>(
      sql`select location_id from locations where org_id = ${org} and status = 'active' order by location_id limit 2`,
    );
    branch = rows.rows[0]!.location_id;
    branch2 = rows.rows[1]!.location_id;
    if (!(ctx.platform.storage instanceof LocalFileStorage)) throw new Error('local storage');
    storage = ctx.platform.storage;
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock.at = Date.now();
  });
}

/** A service record's body for the vendor, with fields the server must ignore. */
export const record = (overrides: Record<string, unknown> = {}) => ({
  locationId: branch,
  locationName: 'ignored: the location keeps its own name',
  serviceDate: '2024-03-14',
  serviceTime: '10:30',
  serviceType: 'termite',
  comments: 'Drilled and injected',
  orgId: org,
  createdBy: 'someone-else@example.com',
  ...overrides,
});

/** Runs `run` and checks that neither the database nor the stored files changed. */
export const unchanged = async (run: () => Promise<unknown>) => {
  const before = await snapshot(ctx.db);
  const files = await filesBelow(storage.disk.root);
  await run();
  expect(await snapshot(ctx.db)).toEqual(before);
  expect(await filesBelow(storage.disk.root)).toEqual(files);
};

/** Asks for an upload form for the record and posts the bytes to it, as the browser does. */
export const upload = async (
  consolePestControlId: string,
  bytes: Buffer,
  fileType = 'application/pdf',
  fileName = 'report.pdf',
  as = PEST,
) => {
  const presigned = await call(as, 'POST', '/api/functions/pest-control-upload-url', {
    orgId: org,
    consolePestControlId,
    fileName,
    fileType,
    fileSize: bytes.length,
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const data = presigned.json().data as {
    url: string;
    fields: Record<string, string>;
    s3Key: string;
  };
  const form = await multipartBody(
    presignedForm(data.fields, new Blob([bytes], { type: fileType }), fileName),
  );
  const sent = await ctx.app.inject({ method: 'POST', url: data.url, ...form });
  return { ...data, status: sent.statusCode };
};
