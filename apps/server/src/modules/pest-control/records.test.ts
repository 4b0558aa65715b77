import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../../db/seed/demo-files';
import { ADMIN, OTHER_ADMIN, VENDOR, VIEWER } from '../../../test/requests';
import {
  PEST,
  clock,
  ctx,
  call,
  org,
  otherOrg,
  branch,
  branch2,
  storage,
  record,
  unchanged,
  upload,
  setUpPestControl,
} from '../../../test/pest-control-kit';

// Service records: recording for the vendor, refusals that write nothing, listing with its
// filters and monthly statistics, soft deletion. Set-up shared with the other files: test/pest-control-kit.ts.
setUpPestControl();

describe('pest control records', () => {
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

  it("refuses a service dated after today in the organisation's time zone, naming serviceDate", async () => {
    // 20:00 UTC is already the next morning in Kolkata (the demo organisation's zone).
    clock.at = Date.parse('2026-03-10T20:00:00Z');
    const id = randomUUID();
    const pdf = tinyPdf(['Planned, not done']);
    const file = await upload(id, pdf);
    await unchanged(async () => {
      for (const [url, body] of [
        ['/api/vendor/pest-control', record({ serviceDate: '2099-01-01' })],
        ['/api/vendor/pest-control', record({ serviceDate: '2026-03-12' })],
        [
          '/api/functions/add-pest-control-with-files',
          {
            ...record({ serviceDate: '2026-03-12' }),
            consolePestControlId: id,
            reportFiles: [
              {
                fileName: 'r.pdf',
                s3Key: file.s3Key,
                fileType: 'application/pdf',
                fileSize: pdf.length,
              },
            ],
          },
        ],
      ] as const) {
        const response = await call(PEST, 'POST', url, body);
        expect(response.statusCode, `${url} ${body.serviceDate}`).toBe(400);
        const message =
          'A service record is for a visit that happened: today or earlier. Plan a future visit as a schedule';
        expect(response.json()).toMatchObject({
          success: false,
          error: `serviceDate: ${message}`,
          details: [{ path: 'body.serviceDate', message }],
        });
      }
    });
    const today = await call(
      PEST,
      'POST',
      '/api/vendor/pest-control',
      record({ serviceDate: '2026-03-11' }),
    );
    expect(today.statusCode, today.body).toBe(201);
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
    expect((await list('startDate=2024-04-01&endDate=2024-04-30', VIEWER)).records).toHaveLength(3);
    expect((await call(PEST, 'GET', `/api/vendor/pest-control?orgId=${otherOrg}`)).statusCode).toBe(
      404,
    );
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
