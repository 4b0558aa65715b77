import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody, presignedForm } from '../../../test/multipart';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { fileKey } from './keys';
import { LocalFileStorage } from './local-storage';
import { SECRET_FILE } from './signing';

const clock = { at: Date.now(), now: () => new Date(clock.at) };
const BYTES = Buffer.from('%PDF-1.4 service report\n');

describe('downloads through the local driver (GET /api/files/{key})', () => {
  let ctx: TestContext;
  let storage: LocalFileStorage;
  const store = async (key: string, contentType = 'application/pdf', bytes = BYTES) => {
    const upload = await storage.presignUpload({
      key,
      contentType,
      maxBytes: 1000,
      expiresInSeconds: 60,
    });
    const form = presignedForm(upload.fields, new Blob([bytes]));
    const response = await ctx.app.inject({
      method: 'POST',
      url: upload.url,
      ...(await multipartBody(form)),
    });
    expect(response.statusCode).toBe(204);
  };
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const newKey = (name = 'report.pdf') =>
    fileKey(ctx.seed.demoOrgId, 'pest-control', randomUUID(), name);

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

  it('serves the bytes with the name, the stored type and nosniff, without a bearer token', async () => {
    const key = newKey();
    await store(key);
    const url = await storage.presignDownload(key, {
      expiresInSeconds: 300,
      fileName: "Rapport d'août.pdf",
    });
    expect(url.startsWith(`/api/files/${key}?`)).toBe(true);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(BYTES)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(BYTES.length),
      'content-disposition': `attachment; filename="Rapport d'ao_t.pdf"; filename*=UTF-8''Rapport%20d%27ao%C3%BBt.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
    });
  });

  it('stops working once expired', async () => {
    const key = newKey();
    await store(key);
    const url = await storage.presignDownload(key, { expiresInSeconds: 60 });
    clock.at += 59_000;
    expect((await get(url)).statusCode).toBe(200);
    clock.at += 1_000;
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      success: false,
      error: 'The download link has expired',
      code: 'FORBIDDEN',
    });
  });

  it('refuses a tampered link: signature, expiry, name or key changed', async () => {
    const key = newKey();
    const other = newKey();
    await store(key);
    await store(other);
    const url = new URL(await storage.presignDownload(key, { expiresInSeconds: 60 }), 'http://x');
    const variant = (change: (link: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const signature = url.searchParams.get('signature')!;
    const tampered = [
      variant((link) =>
        link.searchParams.set(
          'signature',
          `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        ),
      ),
      variant((link) =>
        link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600)),
      ),
      variant((link) => link.searchParams.set('disposition', 'inline; filename="x.html"')),
      variant((link) => (link.pathname = `/api/files/${other}`)),
      variant((link) => (link.pathname = `/api/files/orgs/2/${key.split('/').slice(2).join('/')}`)),
    ];
    for (const link of tampered) {
      const response = await get(link);
      expect(response.statusCode, link).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'The download link is not valid',
      });
    }
  });

  it('never leaves the files folder, whatever the path says', async () => {
    const url = new URL(
      await storage.presignDownload(newKey(), { expiresInSeconds: 60 }),
      'http://x',
    );
    for (const path of [
      `/api/files/orgs/1/..%2F..%2F..%2F${SECRET_FILE}`,
      `/api/files/..%2F${SECRET_FILE}`,
      '/api/files/%2Fetc%2Fpasswd',
      '/api/files/orgs/1/.meta',
    ]) {
      const response = await get(`${path}${url.search}`);
      expect(response.statusCode, path).toBe(403);
      expect(response.body).not.toContain(
        await readFile(join(ctx.platform.config.DATA_DIR, SECRET_FILE), 'utf8'),
      );
    }
  });

  it('answers 404 for a signed link to a file that is gone, 400 for a link missing its parts', async () => {
    const key = newKey();
    await store(key);
    const url = await storage.presignDownload(key, { expiresInSeconds: 60 });
    await storage.delete(key);
    expect((await get(url)).json()).toEqual({
      success: false,
      error: 'File not found',
      code: 'NOT_FOUND',
    });
    const bare = await get(`/api/files/${key}`);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('shows images and PDF inline when asked, but never HTML or SVG', async () => {
    const image = newKey('photo.png');
    const page = newKey('page.html');
    await store(image, 'image/png');
    await store(page, 'text/html', Buffer.from('<script>alert(1)</script>'));
    const inline = await get(
      await storage.presignDownload(image, { expiresInSeconds: 60, inline: true }),
    );
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="photo.png"/);
    expect(inline.headers['content-security-policy']).toContain('sandbox');
    const html = await get(
      await storage.presignDownload(page, { expiresInSeconds: 60, inline: true }),
    );
    expect(html.headers['content-type']).toBe('text/html');
    expect(html.headers['content-disposition']).toMatch(/^attachment; filename="page.html"/);
    expect(html.headers['content-security-policy']).toContain('sandbox');
  });

  it("lists an organisation's files by prefix, in key order", async () => {
    const folder = fileKey(ctx.seed.otherOrgId, 'pest-control', randomUUID());
    await store(`${folder}/b.pdf`);
    await store(`${folder}/a.pdf`);
    await store(fileKey(ctx.seed.otherOrgId, 'elsewhere', 'c.pdf'));
    const listed = await storage.list(`${folder}/`);
    expect(listed.map((file) => [file.key, file.size, file.contentType])).toEqual([
      [`${folder}/a.pdf`, BYTES.length, 'application/pdf'],
      [`${folder}/b.pdf`, BYTES.length, 'application/pdf'],
    ]);
    expect(await storage.list('orgs/999/')).toEqual([]);
  });
});

describe('the local signing secret', () => {
  it('is made once under DATA_DIR, readable by its owner only, and shared by every server on it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fm-secret-'));
    try {
      const logger = pino({ level: 'silent' });
      const first = new LocalFileStorage({ dataDir, clock, logger });
      const key = fileKey(1, 'x.pdf');
      const url = await first.presignDownload(key, { expiresInSeconds: 60 });
      expect((await stat(join(dataDir, SECRET_FILE))).mode & 0o777).toBe(0o600);
      // A restarted (or second) server on the same folder signs alike.
      const second = new LocalFileStorage({ dataDir, clock, logger });
      expect(await second.presignDownload(key, { expiresInSeconds: 60 })).toBe(url);
      // STORAGE_SIGNING_SECRET replaces the file's secret.
      const configured = new LocalFileStorage({ dataDir, clock, logger, secret: 'x'.repeat(32) });
      expect(await configured.presignDownload(key, { expiresInSeconds: 60 })).not.toBe(url);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
