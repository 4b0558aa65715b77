import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filesBelow, multipartBody, presignedForm, type FormPart } from '../../../test/multipart';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { fileKey } from './keys';
import { LocalFileStorage } from './local-storage';
import { encodePostPolicy, decodePostPolicy } from './post-policy';
import type { PresignedUpload } from './types';

/** The platform's clock, moved by the tests to reach an expiry without waiting for it. */
const clock = { at: Date.now(), now: () => new Date(clock.at) };
const pdf = (size: number, fill = 0x25) =>
  new Blob([Buffer.alloc(size, fill)], { type: 'application/pdf' });

describe('uploads through the local driver (POST /api/files)', () => {
  let ctx: TestContext;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    if (!(ctx.platform.storage instanceof LocalFileStorage))
      throw new Error('expected local storage');
    storage = ctx.platform.storage;
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock.at = Date.now();
  });

  const newKey = (orgId = ctx.seed.demoOrgId) =>
    fileKey(orgId, 'pest-control', randomUUID(), 'report.pdf');
  const presign = (key: string, maxBytes = 1000) =>
    storage.presignUpload({ key, contentType: 'application/pdf', maxBytes, expiresInSeconds: 60 });
  const post = async (parts: FormPart[], url = '/api/files') =>
    ctx.app.inject({ method: 'POST', url, ...(await multipartBody(parts)) });
  const stored = () => filesBelow(storage.disk.root);

  it('stores a file that keeps the policy, under its key and with the signed content type', async () => {
    const key = newKey();
    const upload = await presign(key);
    expect(upload.url).toBe('/api/files');
    expect(Object.keys(upload.fields)).toEqual(['key', 'Content-Type', 'Policy', 'Signature']);
    expect(decodePostPolicy(upload.fields.Policy!)).toEqual({
      expiration: new Date(clock.at + 60_000).toISOString(),
      conditions: [
        { key },
        { 'Content-Type': 'application/pdf' },
        ['content-length-range', 1, 1000],
      ],
    });
    // The browser's own guess of the type (octet-stream here) is not what is kept.
    const bytes = new Blob([Buffer.alloc(1000, 7)], { type: 'application/octet-stream' });
    const response = await post(presignedForm(upload.fields, bytes));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storage.stat(key)).toMatchObject({
      key,
      size: 1000,
      contentType: 'application/pdf',
    });
    expect(await stored()).toEqual([`.meta/${key}.json`, key]);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
  });

  it('ignores whatever follows the file, as S3 does', async () => {
    const key = newKey();
    const upload = await presign(key);
    const response = await post([...presignedForm(upload.fields, pdf(10)), ['key', 'orgs/2/x']]);
    expect(response.statusCode).toBe(204);
    expect((await storage.stat(key))?.size).toBe(10);
    await storage.delete(key);
  });

  const refusals: [string, (upload: PresignedUpload) => FormPart[], number, string][] = [
    [
      'an expired policy',
      (upload) => {
        clock.at += 60_000;
        return presignedForm(upload.fields, pdf(10));
      },
      403,
      'Invalid according to Policy: Policy expired.',
    ],
    [
      'a file larger than the policy allows',
      (u) => presignedForm(u.fields, pdf(1001)),
      413,
      'Your proposed upload exceeds the maximum allowed size',
    ],
    [
      'an empty file',
      (u) => presignedForm(u.fields, pdf(0)),
      400,
      'Your proposed upload is smaller than the minimum allowed size',
    ],
    [
      'another content type',
      (u) => presignedForm({ ...u.fields, 'Content-Type': 'text/html' }, pdf(10)),
      403,
      'Invalid according to Policy: Policy Condition failed: {"Content-Type":"application/pdf"}',
    ],
    [
      "another organisation's key",
      (u) =>
        presignedForm({ ...u.fields, key: fileKey(2, 'pest-control', 'x', 'report.pdf') }, pdf(10)),
      403,
      'Invalid according to Policy: Policy Condition failed: {"key":',
    ],
    [
      'another key of the same organisation',
      (u) => presignedForm({ ...u.fields, key: `${u.fields.key}.html` }, pdf(10)),
      403,
      'Invalid according to Policy: Policy Condition failed: {"key":',
    ],
    [
      'a policy changed after signing (a larger size)',
      (u) => {
        const policy = decodePostPolicy(u.fields.Policy!);
        policy.conditions[2] = ['content-length-range', 1, 10_000_000];
        return presignedForm({ ...u.fields, Policy: encodePostPolicy(policy) }, pdf(2000));
      },
      403,
      'The signature does not match the policy',
    ],
    [
      'a tampered signature',
      (u) =>
        presignedForm({ ...u.fields, Signature: `${u.fields.Signature!.slice(0, -2)}AA` }, pdf(10)),
      403,
      'The signature does not match the policy',
    ],
    [
      'a field the policy does not name',
      (u) => presignedForm({ ...u.fields, acl: 'public-read' }, pdf(10)),
      403,
      'Invalid according to Policy: Extra input fields: acl',
    ],
    [
      'a field given twice',
      (u) => [['key', u.fields.key!], ...presignedForm(u.fields, pdf(10))],
      400,
      'The form names key twice',
    ],
    [
      'the file before the fields',
      (u) => [['file', pdf(10), 'report.pdf'], ...Object.entries(u.fields)],
      400,
      'The form must carry the fields key, Policy and Signature before the file',
    ],
    [
      'the file under another field name',
      (u) => [...Object.entries(u.fields), ['document', pdf(10), 'report.pdf']],
      400,
      'The file must be sent in the form field file',
    ],
    [
      'no file',
      (u) => Object.entries(u.fields),
      400,
      'POST requires exactly one file upload per request',
    ],
    [
      'no fields at all',
      () => [['file', pdf(10), 'report.pdf']],
      400,
      'The form must carry the fields key, Policy and Signature before the file',
    ],
  ];

  it.each(refusals)(
    'refuses %s, in the error envelope, and stores nothing',
    async (_what, form, status, error) => {
      const key = newKey();
      const upload = await presign(key);
      const response = await post(form(upload));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({
        success: false,
        error: expect.stringContaining(error),
      });
      expect(await storage.stat(key)).toBeNull();
      expect(await stored()).toEqual([]);
    },
  );

  it('writes a key once: a second upload to it is refused at once and the first bytes stay', async () => {
    const key = newKey();
    const upload = await presign(key);
    expect((await post(presignedForm(upload.fields, pdf(100, 1)))).statusCode).toBe(204);
    // The same presigned form again, within its lifetime, and a fresh one for the same key.
    for (const fields of [upload.fields, (await presign(key)).fields]) {
      const again = await post(presignedForm(fields, pdf(200, 2)));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        error: 'A file has already been uploaded under this key; ask for a new upload link',
      });
    }
    const kept = await storage.disk.open(key);
    const bytes = Buffer.concat(await kept!.stream.toArray());
    expect(bytes.equals(Buffer.alloc(100, 1))).toBe(true);
    expect(await stored()).toEqual([`.meta/${key}.json`, key]);
    await storage.delete(key);
  });

  it('keeps nothing of an upload whose connection breaks halfway', async () => {
    const key = newKey();
    const upload = await presign(key, 10_000_000);
    const { payload, headers } = await multipartBody(presignedForm(upload.fields, pdf(5_000_000)));
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    socket.write(
      `POST /api/files HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers['content-type']}\r\n` +
        `Content-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, 2_000_000));
    // Once the file is being written, the client goes away.
    while (!(await stored()).some((path) => path.startsWith('.tmp/'))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.destroy();
    while ((await stored()).length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storage.stat(key)).toBeNull();
  });

  it('answers anything that is not a well-formed form in the envelope, never 5xx', async () => {
    const json = await ctx.app.inject({ method: 'POST', url: '/api/files', payload: { key: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      success: false,
      error: 'Send the upload as multipart/form-data',
    });

    const upload = await presign(newKey());
    const { payload, headers } = await multipartBody(presignedForm(upload.fields, pdf(500)));
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/files',
      headers,
      payload: payload.subarray(0, payload.length - 300),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({
      success: false,
      error: expect.stringContaining('multipart'),
    });

    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ success: false });
    expect(await stored()).toEqual([]);
  });

  it("refuses to sign a key outside the rules or limits outside S3's", async () => {
    for (const key of [
      '../secret',
      '/etc/passwd',
      'orgs/1/../2/x',
      'orgs/1/.meta/x',
      'uploads/x',
    ]) {
      await expect(presign(key)).rejects.toThrow('Not a valid storage key');
    }
    await expect(presign(newKey(), 0)).rejects.toThrow('maxBytes');
    await expect(
      storage.presignUpload({
        key: newKey(),
        contentType: 'text/html; charset=utf-8',
        maxBytes: 1,
        expiresInSeconds: 60,
      }),
    ).rejects.toThrow('Not a content type');
  });
});
