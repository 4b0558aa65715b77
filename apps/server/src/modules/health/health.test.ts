import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/client';
import { freePort } from '../../db/free-port';
import { version } from '../../version';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers 200 with the database status and version, without signing in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', version },
    });
    expect(version).toBe('1.1.0');
  });

  it('answers 503 when the database is unreachable', async () => {
    const nowhere = connectDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/none`);
    // The database goes away under a running server: the platform's services were built while it
    // answered (the job queue needs it to start), the app's queries now reach nowhere.
    const platform = { ...ctx.platform, db: nowhere.db };
    const app = await buildApp({ platform, identity: ctx.app.identity, webRoot: null });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'The database is unreachable',
        data: { status: 'degraded', database: 'unreachable', version },
      });
    } finally {
      await app.close();
      await nowhere.close();
    }
  });
});
