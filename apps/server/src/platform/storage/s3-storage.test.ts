import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { presignedForm, type FormPart } from '../../../test/multipart';
import { EMULATOR_CREDENTIALS, startS3Emulator, type S3Emulator } from '../../../test/s3-emulator';
import { createTestContext, testConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createPlatform } from '..';
import { createFileStorage } from '.';
import { fileKey } from './keys';
import { decodePostPolicy, encodePostPolicy } from './post-policy';
import { S3FileStorage, bucketOrigin } from './s3-storage';
import type { PresignedUpload } from './types';

const BUCKET = 'facility-files';
/** The clock of the driver (download URLs) and of the emulator's POST checks. */
const clock = { at: Date.now(), now: () => new Date(clock.at) };
const pdf = (size: number) => new Blob([Buffer.alloc(size, 0x25)], { type: 'application/pdf' });

/** Posts the form as the browser does: multipart/form-data over HTTP. */
async function post(url: string, parts: FormPart[]) {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const response = await fetch(url, { method: 'POST', body: form });
  return { status: response.status, body: await response.text() };
}

describe('uploads and downloads through an S3-compatible endpoint (s3rver)', () => {
  let emulator: S3Emulator;
  let storage: S3FileStorage;
  let client: S3Client;
  beforeAll(async () => {
    emulator = await startS3Emulator(BUCKET, () => clock.now());
    storage = new S3FileStorage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: emulator.endpoint,
      forcePathStyle: true,
      credentials: EMULATOR_CREDENTIALS,
      clock,
    });
    client = storage.client;
  });
  afterAll(async () => {
    await storage.close();
    await emulator.close();
  });
  beforeEach(() => {
    clock.at = Date.now();
  });

  const newKey = () => fileKey(1, 'pest-control', randomUUID(), 'report.pdf');
  const presign = (key: string) =>
    storage.presignUpload({
      key,
      contentType: 'application/pdf',
      maxBytes: 1000,
      expiresInSeconds: 60,
    });
  const bucketKeys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map(
      (o) => o.Key,
    );

  it('uploads with the form S3 signs: the key, the content type and the size range in its policy', async () => {
    const key = newKey();
    const upload = await presign(key);
    expect(upload.url).toBe(`${emulator.endpoint}/${BUCKET}`);
    const conditions = decodePostPolicy(upload.fields.Policy!).conditions;
    expect(conditions).toEqual(
      expect.arrayContaining([
        { key },
        { bucket: BUCKET },
        { 'Content-Type': 'application/pdf' },
        ['content-length-range', 1, 1000],
      ]),
    );
    const response = await post(upload.url, presignedForm(upload.fields, pdf(1000)));
    expect(response.status).toBe(204);
    expect(await storage.stat(key)).toMatchObject({
      key,
      size: 1000,
      contentType: 'application/pdf',
    });
    expect((await storage.list('orgs/1/')).map((file) => file.key)).toEqual([key]);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
  });

  const refusals: [string, (upload: PresignedUpload) => FormPart[], number, string][] = [
    [
      'an expired policy',
      (u) => {
        clock.at += 61_000;
        return presignedForm(u.fields, pdf(10));
      },
      403,
      'Policy expired',
    ],
    [
      'a file larger than the policy allows',
      (u) => presignedForm(u.fields, pdf(1001)),
      400,
      'EntityTooLarge',
    ],
    ['an empty file', (u) => presignedForm(u.fields, pdf(0)), 400, 'EntityTooSmall'],
    [
      'another content type',
      (u) => presignedForm({ ...u.fields, 'Content-Type': 'text/html' }, pdf(10)),
      403,
      'Policy Condition failed',
    ],
    [
      "another organisation's key",
      (u) =>
        presignedForm({ ...u.fields, key: fileKey(2, 'pest-control', 'x', 'report.pdf') }, pdf(10)),
      403,
      'Policy Condition failed',
    ],
    [
      'a policy changed after signing',
      (u) => {
        const policy = decodePostPolicy(u.fields.Policy!);
        policy.conditions = policy.conditions.filter((c) => !Array.isArray(c));
        return presignedForm({ ...u.fields, Policy: encodePostPolicy(policy) }, pdf(2000));
      },
      403,
      'SignatureDoesNotMatch',
    ],
    [
      'a tampered signature',
      (u) => presignedForm({ ...u.fields, 'X-Amz-Signature': '0'.repeat(64) }, pdf(10)),
      403,
      'SignatureDoesNotMatch',
    ],
  ];

  it.each(refusals)('refuses %s and stores nothing', async (_what, form, status, text) => {
    const upload = await presign(newKey());
    const response = await post(upload.url, form(upload));
    expect(response.status).toBe(status);
    expect(response.body).toContain(text);
    expect(await bucketKeys()).toEqual([]);
  });

  it('downloads through a signed URL that names the file and stops working after its expiry', async () => {
    const key = newKey();
    const upload = await presign(key);
    expect((await post(upload.url, presignedForm(upload.fields, pdf(20)))).status).toBe(204);

    const url = await storage.presignDownload(key, {
      expiresInSeconds: 60,
      fileName: 'Report March.pdf',
    });
    const fresh = await fetch(url);
    expect(fresh.status).toBe(200);
    expect(Buffer.from(await fresh.arrayBuffer()).equals(Buffer.alloc(20, 0x25))).toBe(true);
    expect(fresh.headers.get('content-type')).toBe('application/pdf');
    expect(fresh.headers.get('content-disposition')).toBe(
      `attachment; filename="Report March.pdf"; filename*=UTF-8''Report%20March.pdf`,
    );

    // Signed two minutes ago for one minute: expired, by the emulator's own clock.
    clock.at = Date.now() - 120_000;
    const expired = await fetch(await storage.presignDownload(key, { expiresInSeconds: 60 }));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');

    const tampered = new URL(url);
    tampered.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const refused = await fetch(tampered);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('SignatureDoesNotMatch');
    await storage.delete(key);
  });
});

describe('choosing S3 by configuration', () => {
  it('builds the S3 driver from S3_* and names the bucket origin for the CSP', async () => {
    const config = loadConfig({
      S3_BUCKET: BUCKET,
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const storage = await createFileStorage({ config, clock, logger: pino({ level: 'silent' }) });
    expect(storage.kind).toBe('s3');
    expect(storage.origin).toBe(`https://${BUCKET}.s3.ap-south-1.amazonaws.com`);
    const local = { bucket: BUCKET, region: 'us-east-1', clock };
    expect(
      bucketOrigin({ ...local, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }),
    ).toBe('http://127.0.0.1:9000');
    expect(
      bucketOrigin({ ...local, endpoint: 'https://r2.example.com', forcePathStyle: false }),
    ).toBe(`https://${BUCKET}.r2.example.com`);
  });

  it('leaves out the local file routes, since the browser talks to the bucket', async () => {
    const ctx = await createTestContext();
    const config = { ...testConfig, S3_BUCKET: BUCKET, S3_ENDPOINT: 'http://127.0.0.1:1' };
    const platform = await createPlatform({
      config,
      db: ctx.db,
      logger: pino({ level: 'silent' }),
    });
    const app = await buildApp({ platform, identity: ctx.app.identity, webRoot: null });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/files', payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await app.close();
      await platform.close();
      await ctx.close();
    }
  });
});
