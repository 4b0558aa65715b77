import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../db/seed/demo-files';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { fileKey } from '../../platform/storage/keys';
import { cleanUnattachedUploads } from './jobs';

describe('clean-up of uploads never attached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('removes unattached uploads older than a day and keeps attached and recent ones', async () => {
    const { storage } = ctx.platform;
    const org = ctx.seed.demoOrgId;
    const orphan = fileKey(org, 'pest-control', randomUUID(), 'a-orphan.pdf');
    const otherOrphan = fileKey(ctx.seed.otherOrgId, 'pest-control', randomUUID(), 'b-orphan.pdf');
    await storage.put(orphan, tinyPdf(['orphan']), 'application/pdf');
    await storage.put(otherOrphan, tinyPdf(['orphan']), 'application/pdf');

    // An attached file, through the real calls.
    const id = randomUUID();
    const headers = await ctx.as('pest@demo.example');
    const location = (
      await ctx.app.inject({ method: 'GET', url: '/api/locations?status=active', headers })
    ).json().data.locations[0].locationId;
    const attachedKey = fileKey(org, 'pest-control', id, 'c-report.pdf');
    const bytes = tinyPdf(['kept']);
    await storage.put(attachedKey, bytes, 'application/pdf');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/add-pest-control-with-files',
      headers,
      payload: {
        orgId: org,
        consolePestControlId: id,
        locationId: location,
        serviceDate: '2024-01-10',
        serviceTime: '09:00',
        serviceType: 'general',
        reportFiles: [
          {
            fileName: 'r.pdf',
            s3Key: attachedKey,
            fileType: 'application/pdf',
            fileSize: bytes.length,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    // Within a day nothing goes; after it, only what no record took.
    expect(await cleanUnattachedUploads(ctx.platform, new Date(Date.now() + 23 * 3_600_000))).toBe(
      0,
    );
    expect(await cleanUnattachedUploads(ctx.platform, new Date(Date.now() + 25 * 3_600_000))).toBe(
      2,
    );
    expect(await storage.stat(orphan)).toBeNull();
    expect(await storage.stat(otherOrphan)).toBeNull();
    expect(await storage.stat(attachedKey)).not.toBeNull();
  });
});
