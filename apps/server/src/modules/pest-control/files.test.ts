import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tinyPdf, tinyPng } from '../../db/seed/demo-files';
import { ADMIN, OTHER_ADMIN, VENDOR, VIEWER } from '../../../test/requests';
import { multipartBody, presignedForm } from '../../../test/multipart';
import {
  PEST,
  clock,
  ctx,
  call,
  org,
  otherOrg,
  record,
  unchanged,
  upload,
  setUpPestControl,
} from '../../../test/pest-control-kit';

// Report files: uploads through the presigned form, records created with their files, download
// links and who may have them. Set-up shared with the other files: test/pest-control-kit.ts.
setUpPestControl();

describe('pest control report files', () => {
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

  it('refuses to replace an attached report file by posting its upload form again', async () => {
    const id = randomUUID();
    const pdf = tinyPdf(['The real report']);
    const presigned = (
      await call(PEST, 'POST', '/api/functions/pest-control-upload-url', {
        orgId: org,
        consolePestControlId: id,
        fileName: 'report.pdf',
        fileType: 'application/pdf',
        fileSize: pdf.length,
      })
    ).json().data as { url: string; fields: Record<string, string>; s3Key: string };
    const send = async (bytes: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: presigned.url,
        ...(await multipartBody(
          presignedForm(presigned.fields, new Blob([bytes], { type: 'application/pdf' })),
        )),
      });
    expect((await send(pdf)).statusCode).toBe(204);
    const created = await call(PEST, 'POST', '/api/functions/add-pest-control-with-files', {
      ...record({ serviceDate: '2024-10-10' }),
      consolePestControlId: id,
      reportFiles: [
        {
          fileName: 'report.pdf',
          s3Key: presigned.s3Key,
          fileType: 'application/pdf',
          fileSize: pdf.length,
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    await unchanged(async () => {
      const replaced = await send(tinyPdf(['Something else entirely, and longer']));
      expect(replaced.statusCode).toBe(409);
    });
    const link = await call(ADMIN, 'POST', '/api/functions/pest-control-download-url', {
      orgId: org,
      consolePestControlId: id,
      s3Key: presigned.s3Key,
      userEmail: ADMIN,
    });
    const file = await ctx.app.inject({ method: 'GET', url: link.json().data.downloadUrl });
    expect(file.rawPayload.equals(pdf)).toBe(true);
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
