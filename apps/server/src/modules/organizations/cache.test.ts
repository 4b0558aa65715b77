import { defaultBranding } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, requester, VIEWER } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';

describe('GET /api/organization/{id} kept in memory', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let own: number;
  let other: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    own = ctx.seed.demoOrgId;
    other = ctx.seed.otherOrgId;
  });
  afterAll(() => ctx.close());

  const nameOf = async (email: string, id: number) => {
    const response = await call(email, 'GET', `/api/organization/${id}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { name: string } }).data.name;
  };

  it('answers a rename by another writer (SQL, as the admin CLI or another process would)', async () => {
    expect(await nameOf(VIEWER, own)).toBe('Lotus Retail Bank');
    await ctx.db.execute(sql`update organizations set name = 'Lotus Bank (SQL)' where id = ${own}`);
    // The trigger's NOTIFY reaches this process after the commit: within moments, not at once.
    await expect.poll(() => nameOf(VIEWER, own), { timeout: 5_000 }).toBe('Lotus Bank (SQL)');
    await ctx.db.execute(
      sql`update organizations set name = 'Lotus Retail Bank' where id = ${own}`,
    );
    await expect.poll(() => nameOf(VIEWER, own), { timeout: 5_000 }).toBe('Lotus Retail Bank');
  });

  it('answers a rename through branding in the very next request', async () => {
    expect(await nameOf(ADMIN, own)).toBe('Lotus Retail Bank');
    const url = `/api/organization/${own}/branding`;
    const saved = await call(ADMIN, 'PUT', url, defaultBranding('Lotus Bank Renamed'));
    expect(saved.statusCode).toBe(200);
    expect(await nameOf(ADMIN, own)).toBe('Lotus Bank Renamed');
    await call(ADMIN, 'PUT', url, defaultBranding('Lotus Retail Bank'));
    expect(await nameOf(ADMIN, own)).toBe('Lotus Retail Bank');
  });

  it("never answers another organisation's id, with both organisations kept", async () => {
    await nameOf(ADMIN, own);
    await nameOf(OTHER_ADMIN, other);
    for (const [email, id] of [
      [ADMIN, other],
      [OTHER_ADMIN, own],
    ] as const) {
      const response = await call(email, 'GET', `/api/organization/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/Lotus|Harbor/);
    }
  });
});
