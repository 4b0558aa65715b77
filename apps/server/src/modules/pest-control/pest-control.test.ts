import { randomUUID } from 'node:crypto';
import type { LocationStatusRow } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tinyPdf, tinyPng } from '../../db/seed/demo-files';
import { snapshot } from '../../../test/db-snapshot';
import { filesBelow, multipartBody, presignedForm } from '../../../test/multipart';
import {
  ADMIN,
  OTHER_ADMIN,
  VENDOR,
  VIEWER,
  requester,
  signInDemoAccounts,
} from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { LocalFileStorage } from '../../platform/storage/local-storage';

const PEST = 'pest@demo.example';
/** The platform's clock, moved by the tests to reach an expiry without waiting for it. */
const clock = { at: Date.now(), now: () => new Date(clock.at) };

describe('pest control records, schedules and report files', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let org: number;
  let otherOrg: number;
  let branch: number;
  let branch2: number;
  let storage: LocalFileStorage;

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

  const record = (overrides: Record<string, unknown> = {}) => ({
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
  const unchanged = async (run: () => Promise<unknown>) => {
    const before = await snapshot(ctx.db);
    const files = await filesBelow(storage.disk.root);
    await run();
    expect(await snapshot(ctx.db)).toEqual(before);
    expect(await filesBelow(storage.disk.root)).toEqual(files);
  };
  const upload = async (
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

  describe('records', () => {
    it('records a service for the vendor, from the token, with the location name', async () => {
      const response = await call(PEST, 'POST', '/api/vendor/pest-control', record());
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json().data.record;
      expect(created).toMatchObject({
        locationId: branch,
        serviceDate: '2024-03-14',
        serviceTime: '10:30',
        serviceType: 'termite',
        orgId: org,
        vendorId: 'VEN-002',
        vendorName: 'Shield Pest Solutions',
        createdBy: PEST,
        reportFiles: [],
        deactivatedAt: null,
      });
      expect(created.locationName).not.toMatch(/ignored/);
      expect(created.consolePestControlId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses an unknown location, another organisation, a bad type or date, writing nothing', async () => {
      const [foreign] = (
        await ctx.db.execute<{ location_id: number }>(
          sql`select location_id from locations where org_id = ${otherOrg} limit 1`,
        )
      ).rows;
      await unchanged(async () => {
        expect(
          (await call(PEST, 'POST', '/api/vendor/pest-control', record({ locationId: 999999 })))
            .statusCode,
        ).toBe(404);
        expect(
          (
            await call(
              PEST,
              'POST',
              '/api/vendor/pest-control',
              record({ locationId: foreign!.location_id }),
            )
          ).statusCode,
        ).toBe(404);
        expect(
          (await call(PEST, 'POST', '/api/vendor/pest-control', record({ orgId: otherOrg })))
            .statusCode,
        ).toBe(404);
        const badType = await call(
          PEST,
          'POST',
          '/api/vendor/pest-control',
          record({ serviceType: 'exorcism' }),
        );
        expect(badType.statusCode).toBe(400);
        expect(badType.json().error).toMatch(/Service type must be one of/);
        expect(
          (
            await call(
              PEST,
              'POST',
              '/api/vendor/pest-control',
              record({ serviceDate: '2024-02-30' }),
            )
          ).statusCode,
        ).toBe(400);
        expect((await call(VIEWER, 'POST', '/api/vendor/pest-control', record())).statusCode).toBe(
          403,
        );
      });
    });

    it('lists with every filter, paging and sorting, and the monthly statistics', async () => {
      for (const [date, type, location] of [
        ['2024-04-01', 'rodent', branch],
        ['2024-04-15', 'general', branch],
        ['2024-04-30', 'rodent', branch2],
        ['2024-05-01', 'rodent', branch2],
      ] as const) {
        const response = await call(
          PEST,
          'POST',
          '/api/vendor/pest-control',
          record({ serviceDate: date, serviceType: type, locationId: location }),
        );
        expect(response.statusCode).toBe(201);
      }
      const list = async (query: string, as = PEST) => {
        const response = await call(as, 'GET', `/api/vendor/pest-control?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      };
      const april = await list(
        `orgId=${org}&startDate=2024-04-01&endDate=2024-04-30&sortBy=serviceDate&sortOrder=asc`,
      );
      expect(april.records.map((r: { serviceDate: string }) => r.serviceDate)).toEqual([
        '2024-04-01',
        '2024-04-15',
        '2024-04-30',
      ]);
      expect(april.pagination).toEqual({
        page: 1,
        limit: 20,
        total: 3,
        totalPages: 1,
        hasNextPage: false,
        hasPrevPage: false,
      });
      expect(april.monthlyStats).toBeNull();
      const rodents = await list(
        `startDate=2024-04-01&endDate=2024-05-31&serviceType=rodent&locationId=${branch2}&limit=1&page=2`,
      );
      expect(rodents.records).toHaveLength(1);
      expect(rodents.records[0].serviceDate).toBe('2024-04-30');
      expect(rodents.pagination).toMatchObject({ total: 2, totalPages: 2, hasPrevPage: true });

      const stats = (await list('statsType=monthly&month=4&year=2024&limit=1')).monthlyStats;
      expect(stats).toMatchObject({ month: 4, year: 2024, totalServices: 3, locationsServiced: 2 });
      expect(stats.locationBreakdown).toEqual([
        expect.objectContaining({ locationId: branch, services: 2, lastServiceDate: '2024-04-15' }),
        expect.objectContaining({
          locationId: branch2,
          services: 1,
          lastServiceDate: '2024-04-30',
        }),
      ]);
      // Another vendor company sees none of these; the organisation sees them all.
      expect((await list('startDate=2024-04-01&endDate=2024-04-30', VENDOR)).records).toEqual([]);
      expect((await list('startDate=2024-04-01&endDate=2024-04-30', VIEWER)).records).toHaveLength(
        3,
      );
      expect(
        (await call(PEST, 'GET', `/api/vendor/pest-control?orgId=${otherOrg}`)).statusCode,
      ).toBe(404);
      expect((await call(PEST, 'GET', '/api/vendor/pest-control?limit=101')).statusCode).toBe(400);
    });

    it('deletes softly: gone from the list, kept with its files and reason', async () => {
      const id = randomUUID();
      const file = await upload(id, tinyPdf(['kept']));
      const created = await call(PEST, 'POST', '/api/functions/add-pest-control-with-files', {
        ...record({ serviceDate: '2024-06-10' }),
        consolePestControlId: id,
        reportFiles: [
          {
            fileName: 'report.pdf',
            s3Key: file.s3Key,
            fileType: 'application/pdf',
            fileSize: tinyPdf(['kept']).length,
          },
        ],
      });
      expect(created.statusCode, created.body).toBe(201);
      const recordId = created.json().data.record.id;
      const body = { orgId: org, deactivatedBy: PEST, deactivationReason: 'Entered twice' };
      // Another vendor company, and the other organisation, get 404 and change nothing.
      await unchanged(async () => {
        expect(
          (await call(VENDOR, 'DELETE', `/api/vendor/pest-control/${recordId}`, body)).statusCode,
        ).toBe(404);
        expect(
          (
            await call(OTHER_ADMIN, 'DELETE', `/api/vendor/pest-control/${recordId}`, {
              ...body,
              orgId: otherOrg,
            })
          ).statusCode,
        ).toBe(404);
      });
      const deleted = await call(PEST, 'DELETE', `/api/vendor/pest-control/${recordId}`, body);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json().data.record).toMatchObject({
        deactivatedBy: PEST,
        deactivationReason: 'Entered twice',
      });
      expect(
        (await call(PEST, 'DELETE', `/api/vendor/pest-control/${recordId}`, body)).statusCode,
      ).toBe(404);
      const live = await call(
        ADMIN,
        'GET',
        '/api/vendor/pest-control?startDate=2024-06-10&endDate=2024-06-10',
      );
      expect(live.json().data.records).toEqual([]);
      const history = await call(
        ADMIN,
        'GET',
        '/api/vendor/pest-control?startDate=2024-06-10&endDate=2024-06-10&includeDeleted=true',
      );
      expect(history.json().data.records[0].reportFiles).toHaveLength(1);
      expect(await storage.stat(file.s3Key)).not.toBeNull();
      // The detail screen still shows it to the organisation, flagged.
      const day = await call(
        ADMIN,
        'GET',
        `/api/pest-control/locations/${branch}/records?date=2024-06-10`,
      );
      expect(day.json().data.records[0].deactivatedAt).not.toBeNull();
    });
  });

  describe('report files', () => {
    it('uploads under the record, creates it with its files in one call, and downloads the same bytes', async () => {
      const id = randomUUID();
      const pdf = tinyPdf(['Service report', 'Branch 1']);
      const png = tinyPng(8, 8, [10, 200, 10]);
      const first = await upload(id, pdf);
      const second = await upload(id, png, 'image/png', 'photo.png');
      expect(first.status).toBe(204);
      expect(first.s3Key.startsWith(`orgs/${org}/pest-control/${id}/`)).toBe(true);
      const created = await call(PEST, 'POST', '/api/functions/add-pest-control-with-files', {
        ...record({ serviceDate: '2024-07-02' }),
        consolePestControlId: id,
        reportFiles: [
          {
            fileName: 'Report (July).pdf',
            s3Key: first.s3Key,
            fileType: 'application/pdf',
            fileSize: pdf.length,
            uploadedAt: new Date().toISOString(),
          },
          {
            fileName: 'photo.png',
            s3Key: second.s3Key,
            fileType: 'image/png',
            fileSize: png.length,
          },
        ],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(
        created
          .json()
          .data.record.reportFiles.map((f: { fileName: string }) => f.fileName)
          .sort(),
      ).toEqual(['Report (July).pdf', 'photo.png']);

      const link = await call(ADMIN, 'POST', '/api/functions/pest-control-download-url', {
        orgId: org,
        consolePestControlId: id,
        s3Key: first.s3Key,
        userEmail: ADMIN,
      });
      expect(link.statusCode, link.body).toBe(200);
      const { downloadUrl, expiresAt } = link.json().data;
      expect(new Date(expiresAt).getTime() - clock.at).toBe(300_000);
      const file = await ctx.app.inject({ method: 'GET', url: downloadUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain('Report%20%28July%29.pdf');
      // Five minutes later the link no longer works.
      clock.at += 301_000;
      const late = await ctx.app.inject({ method: 'GET', url: downloadUrl });
      expect(late.statusCode).toBe(403);

      // More files for the existing record, the same way.
      clock.at = Date.now();
      const third = await upload(id, pdf, 'application/pdf', 'second.pdf');
      const added = await call(PEST, 'POST', '/api/functions/add-pest-control-files', {
        orgId: org,
        consolePestControlId: id,
        reportFiles: [
          {
            fileName: 'second.pdf',
            s3Key: third.s3Key,
            fileType: 'application/pdf',
            fileSize: pdf.length,
          },
        ],
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data.record.reportFiles).toHaveLength(3);
    });

    it('refuses wrong types, oversized and expired uploads, storing nothing', async () => {
      const id = randomUUID();
      await unchanged(async () => {
        const base = { orgId: org, consolePestControlId: id, fileName: 'x.pdf', fileSize: 10 };
        const html = await call(PEST, 'POST', '/api/functions/pest-control-upload-url', {
          ...base,
          fileType: 'text/html',
        });
        expect(html.statusCode).toBe(400);
        expect(html.json().error).toMatch(/Only PDF and image files/);
        const big = await call(PEST, 'POST', '/api/functions/pest-control-upload-url', {
          ...base,
          fileType: 'application/pdf',
          fileSize: 20 * 1024 * 1024 + 1,
        });
        expect(big.statusCode).toBe(400);
        // The policy itself refuses more than 20 MB, a different type, and an expired form.
        const presigned = (
          await call(PEST, 'POST', '/api/functions/pest-control-upload-url', {
            ...base,
            fileType: 'application/pdf',
          })
        ).json().data;
        const send = async (fields: Record<string, string>, bytes: Buffer) =>
          (
            await ctx.app.inject({
              method: 'POST',
              url: presigned.url,
              ...(await multipartBody(presignedForm(fields, new Blob([bytes])))),
            })
          ).statusCode;
        expect(await send(presigned.fields, Buffer.alloc(20 * 1024 * 1024 + 1, 1))).toBe(413);
        expect(
          await send({ ...presigned.fields, 'Content-Type': 'text/html' }, Buffer.from('<p>')),
        ).toBe(403);
        clock.at += 15 * 60 * 1000 + 1000;
        expect(await send(presigned.fields, tinyPdf(['late']))).toBe(403);
      });
    });

    it('refuses files of another record or organisation, and files never uploaded; creates nothing', async () => {
      const other = randomUUID();
      const pdf = tinyPdf(['another record']);
      const theirs = await upload(other, pdf);
      const id = randomUUID();
      const attempt = (reportFiles: unknown[]) =>
        call(PEST, 'POST', '/api/functions/add-pest-control-with-files', {
          ...record({ serviceDate: '2024-08-08' }),
          consolePestControlId: id,
          reportFiles,
        });
      const file = (s3Key: string, fileSize = pdf.length) => ({
        fileName: 'r.pdf',
        s3Key,
        fileType: 'application/pdf',
        fileSize,
      });
      await unchanged(async () => {
        const foreignRecord = await attempt([file(theirs.s3Key)]);
        expect(foreignRecord.statusCode).toBe(400);
        expect(foreignRecord.json().error).toMatch(
          /not a file uploaded for this pest control record/,
        );
        const foreignOrg = await attempt([file(`orgs/${otherOrg}/pest-control/${id}/a-r.pdf`)]);
        expect(foreignOrg.statusCode).toBe(400);
        const missing = await attempt([file(`orgs/${org}/pest-control/${id}/never-r.pdf`)]);
        expect(missing.statusCode).toBe(400);
        expect(missing.json().error).toMatch(/was not uploaded/);
      });
      const mine = await upload(id, pdf);
      await unchanged(async () => {
        const wrongSize = await attempt([file(mine.s3Key, pdf.length + 1)]);
        expect(wrongSize.statusCode).toBe(400);
        const twice = await attempt([file(mine.s3Key), file(mine.s3Key)]);
        expect(twice.statusCode).toBe(400);
      });
    });

    it('gives download links only for files of a record the caller may see', async () => {
      const id = randomUUID();
      const pdf = tinyPdf(['private']);
      const mine = await upload(id, pdf);
      const created = await call(PEST, 'POST', '/api/functions/add-pest-control-with-files', {
        ...record({ serviceDate: '2024-09-09' }),
        consolePestControlId: id,
        reportFiles: [
          {
            fileName: 'r.pdf',
            s3Key: mine.s3Key,
            fileType: 'application/pdf',
            fileSize: pdf.length,
          },
        ],
      });
      expect(created.statusCode).toBe(201);
      const otherId = randomUUID();
      const unattached = await upload(otherId, pdf);
      const ask = (as: string, body: Record<string, unknown>) =>
        call(as, 'POST', '/api/functions/pest-control-download-url', {
          orgId: org,
          consolePestControlId: id,
          s3Key: mine.s3Key,
          userEmail: as,
          ...body,
        });
      expect((await ask(PEST, {})).statusCode).toBe(200);
      expect((await ask(VIEWER, {})).statusCode).toBe(200);
      // Another vendor company, another organisation, another record's key, an unattached key.
      expect((await ask(VENDOR, {})).statusCode).toBe(404);
      expect((await ask(OTHER_ADMIN, { orgId: otherOrg })).statusCode).toBe(404);
      expect((await ask(OTHER_ADMIN, {})).statusCode).toBe(404);
      expect((await ask(PEST, { s3Key: unattached.s3Key })).statusCode).toBe(404);
      expect(
        (await ask(PEST, { consolePestControlId: otherId, s3Key: unattached.s3Key })).statusCode,
      ).toBe(404);
      // Uploading more to another vendor's record is refused; another organisation's id is just
      // a new id here, and its files land under the caller's own organisation.
      expect(
        (
          await call(VENDOR, 'POST', '/api/functions/pest-control-upload-url', {
            orgId: org,
            consolePestControlId: id,
            fileName: 'x.pdf',
            fileType: 'application/pdf',
            fileSize: 10,
          })
        ).statusCode,
      ).toBe(404);
      const [theirs] = (
        await ctx.db.execute<{ id: string }>(
          sql`select console_pest_control_id as id from pest_control_records where org_id = ${otherOrg} limit 1`,
        )
      ).rows;
      const landed = await upload(theirs!.id, pdf);
      expect(landed.s3Key.startsWith(`orgs/${org}/`)).toBe(true);
    });
  });

  describe('schedules', () => {
    const plan = (overrides: Record<string, unknown> = {}) =>
      call(PEST, 'POST', '/api/vendor/pest-control/schedules', {
        orgId: org,
        locationId: branch,
        scheduleDate: '2024-10-12',
        serviceType: 'general',
        ...overrides,
      });

    it('plans, lists with filters, limit and offset', async () => {
      const created = await plan({ notes: 'Before the audit' });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.schedule).toMatchObject({
        status: 'scheduled',
        vendorId: 'VEN-002',
        createdBy: PEST,
        notes: 'Before the audit',
        pestControlRecordId: null,
      });
      await plan({ scheduleDate: '2024-10-20', serviceType: 'rodent' });
      await plan({ scheduleDate: '2024-10-25', locationId: branch2 });
      const list = async (query: string, as = PEST) =>
        (await call(as, 'GET', `/api/vendor/pest-control/schedules?${query}`)).json().data;
      const october = await list('startDate=2024-10-01&endDate=2024-10-31');
      expect(october.total).toBe(3);
      expect(october.schedules.map((s: { scheduleDate: string }) => s.scheduleDate)).toEqual([
        '2024-10-12',
        '2024-10-20',
        '2024-10-25',
      ]);
      const paged = await list('startDate=2024-10-01&endDate=2024-10-31&limit=1&offset=1');
      expect(paged).toMatchObject({ total: 3, limit: 1, offset: 1 });
      expect(paged.schedules[0].scheduleDate).toBe('2024-10-20');
      expect(
        (await list(`startDate=2024-10-01&endDate=2024-10-31&locationId=${branch2}`)).total,
      ).toBe(1);
      expect((await list('startDate=2024-10-01&endDate=2024-10-31&serviceType=rodent')).total).toBe(
        1,
      );
      expect((await list('startDate=2024-10-01&endDate=2024-10-31&status=completed')).total).toBe(
        0,
      );
      expect((await list('startDate=2024-10-01&endDate=2024-10-31', VENDOR)).total).toBe(0);
      expect((await list('startDate=2024-10-01&endDate=2024-10-31', VIEWER)).total).toBe(3);
    });

    it('becomes completed when linked to a record of the same location and month', async () => {
      const schedule = (await plan({ scheduleDate: '2024-11-28' })).json().data.schedule;
      const made = async (serviceDate: string, locationId = branch) =>
        (
          await call(PEST, 'POST', '/api/vendor/pest-control', record({ serviceDate, locationId }))
        ).json().data.record.id;
      const december = await made('2024-12-01');
      const otherBranch = await made('2024-11-27', branch2);
      const november = await made('2024-11-25');
      const link = (pestControlRecordId: string, as = PEST) =>
        call(as, 'PATCH', `/api/vendor/pest-control/schedules/${schedule.id}`, {
          orgId: org,
          status: 'completed',
          completedDate: '2024-11-25',
          completedBy: PEST,
          pestControlRecordId,
          updatedBy: PEST,
        });
      await unchanged(async () => {
        const wrongMonth = await link(december);
        expect(wrongMonth.statusCode).toBe(400);
        expect(wrongMonth.json().error).toBe("The service record is not in the schedule's month");
        expect((await link(otherBranch)).statusCode).toBe(400);
        expect((await link(november, VENDOR)).statusCode).toBe(404);
        expect((await link(randomUUID())).statusCode).toBe(404);
      });
      const done = await link(november);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.schedule).toMatchObject({
        status: 'completed',
        completedDate: '2024-11-25',
        completedBy: PEST,
        pestControlRecordId: november,
      });
      // A completed schedule keeps its month; notes can still change.
      const moved = await call(PEST, 'PATCH', `/api/vendor/pest-control/schedules/${schedule.id}`, {
        scheduleDate: '2024-12-02',
      });
      expect(moved.statusCode).toBe(409);
      const noted = await call(PEST, 'PATCH', `/api/vendor/pest-control/schedules/${schedule.id}`, {
        orgId: org,
        notes: 'Done early',
        updatedBy: PEST,
      });
      expect(noted.json().data.schedule).toMatchObject({
        notes: 'Done early',
        status: 'completed',
      });
    });

    it('changes freely, deletes softly by default and for good when asked', async () => {
      const schedule = (await plan({ scheduleDate: '2024-09-03' })).json().data.schedule;
      const patch = (id: string, body: unknown, as = PEST) =>
        call(as, 'PATCH', `/api/vendor/pest-control/schedules/${id}`, body);
      const updated = await patch(schedule.id, {
        scheduleDate: '2024-09-05',
        serviceType: 'mosquito',
        locationId: branch2,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data.schedule).toMatchObject({
        scheduleDate: '2024-09-05',
        serviceType: 'mosquito',
        locationId: branch2,
        status: 'scheduled',
      });
      await unchanged(async () => {
        expect(
          (await patch(schedule.id, { action: 'delete', orgId: org }, VENDOR)).statusCode,
        ).toBe(404);
        expect(
          (await patch(schedule.id, { action: 'delete', orgId: otherOrg }, OTHER_ADMIN)).statusCode,
        ).toBe(404);
        expect(
          (await patch(schedule.id, { action: 'delete', orgId: org, extra: 1 })).statusCode,
        ).toBe(400);
      });
      const soft = await patch(schedule.id, { action: 'delete', orgId: org });
      expect(soft.json().data.deleted).toBe('soft');
      const kept = await ctx.db.execute<{ deleted_at: Date | null }>(
        sql`select deleted_at from pest_control_schedules where id = ${schedule.id}`,
      );
      expect(kept.rows[0]!.deleted_at).not.toBeNull();
      expect((await patch(schedule.id, { action: 'delete', orgId: org })).statusCode).toBe(404);
      const gone = (await plan({ scheduleDate: '2024-09-04' })).json().data.schedule;
      const hard = await patch(gone.id, { action: 'delete', soft: false, orgId: org });
      expect(hard.json().data.deleted).toBe('hard');
      const left = await ctx.db.execute(
        sql`select 1 from pest_control_schedules where id = ${gone.id}`,
      );
      expect(left.rows).toHaveLength(0);
    });
  });
});

describe("period status in the organisation's time zone", () => {
  // 19:00 UTC on 31 October 2026 is 00:30 on 1 November in Kolkata (the demo's time zone).
  const fixed = { now: () => new Date('2026-10-31T19:00:00Z') };
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let branches: number[];

  beforeAll(async () => {
    ctx = await createTestContext({ clock: fixed });
    call = requester(ctx);
    await ctx.as(PEST);
    const rows = await ctx.db.execute<{ location_id: number }>(
      sql`select location_id from locations where org_id = ${ctx.seed.demoOrgId} and status in ('active', 'approved') order by location_id`,
    );
    branches = rows.rows.map((row) => row.location_id);
    for (const [serviceDate, locationId] of [
      ['2026-09-30', branches[0]],
      ['2026-10-31', branches[0]],
      ['2026-11-01', branches[1]],
    ] as const) {
      const response = await call(PEST, 'POST', '/api/vendor/pest-control', {
        locationId,
        serviceDate,
        serviceTime: '23:45',
        serviceType: 'fumigation',
        orgId: ctx.seed.demoOrgId,
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  const status = async (query: string) => {
    const response = await call(
      ADMIN,
      'GET',
      `/api/pest-control/status?serviceType=fumigation&${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const row = (data: { locations: LocationStatusRow[] }, locationId: number) =>
    data.locations.find((location) => location.locationId === locationId);

  it('is completed in the month of a record, overdue before, pending now and after', async () => {
    const data = await status('months=3');
    expect(data).toMatchObject({
      timeZone: 'Asia/Kolkata',
      currentMonth: '2026-11',
      months: ['2026-09', '2026-10', '2026-11'],
    });
    expect(row(data, branches[0]!)).toMatchObject({
      statuses: ['completed', 'completed', 'pending'],
      lastServiceDates: ['2026-09-30', '2026-10-31', null],
    });
    expect(row(data, branches[1]!)!.statuses).toEqual(['overdue', 'overdue', 'completed']);
    expect(row(data, branches[2]!)!.statuses).toEqual(['overdue', 'overdue', 'pending']);
    const total = branches.length;
    expect(data.summary).toEqual({
      total,
      completed: 1,
      pending: total - 1,
      overdue: 0,
      completionPercentage: Math.round(100 / total),
    });
    const future = await status('year=2026&month=12&months=2');
    expect(row(future, branches[2]!)!.statuses).toEqual(['pending', 'pending']);
    const filtered = await status('status=completed');
    expect(filtered.locations.map((l: { locationId: number }) => l.locationId)).toEqual([
      branches[1],
    ]);
    expect(filtered.summary.total).toBe(total);
  });

  it('moves the month boundary with the time zone', async () => {
    await ctx.db.execute(
      sql`update organizations set time_zone = 'America/New_York' where id = ${ctx.seed.demoOrgId}`,
    );
    const data = await status('months=2');
    // Still 31 October in New York: October is the current month, so nothing is overdue in it.
    expect(data.currentMonth).toBe('2026-10');
    expect(row(data, branches[2]!)!.statuses).toEqual(['overdue', 'pending']);
    expect(row(data, branches[0]!)!.statuses).toEqual(['completed', 'completed']);
    const stats = (
      await call(ADMIN, 'GET', '/api/vendor/pest-control?statsType=monthly&serviceType=fumigation')
    ).json().data.monthlyStats;
    expect(stats).toMatchObject({ month: 10, year: 2026, totalServices: 1, locationsServiced: 1 });
    await ctx.db.execute(
      sql`update organizations set time_zone = 'Asia/Kolkata' where id = ${ctx.seed.demoOrgId}`,
    );
  });

  it("answers another organisation's location with 404", async () => {
    const [foreign] = (
      await ctx.db.execute<{ location_id: number }>(
        sql`select location_id from locations where org_id = ${ctx.seed.otherOrgId} limit 1`,
      )
    ).rows;
    const response = await call(
      ADMIN,
      'GET',
      `/api/pest-control/status?locationId=${foreign!.location_id}`,
    );
    expect(response.statusCode).toBe(404);
  });
});
