import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../test/db-snapshot';
import { signInDemoAccounts } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import type { TokenVerifier } from '@fm/identity';
import { authPlugin } from './plugin';

/** A bare server with the auth plugin: declarations are checked when routes are added. */
async function serverWith(route: { url: string; config?: Record<string, unknown> }) {
  const app = Fastify();
  // The start-up check never verifies a token.
  await app.register(authPlugin, { verifier: {} as unknown as TokenVerifier });
  app.get(route.url, { config: route.config ?? {} }, async () => 'ok');
  return app;
}

describe('route permission declarations', () => {
  it('refuses to start with an /api route that declares nothing', async () => {
    await expect(serverWith({ url: '/api/forgotten' })).rejects.toThrow(
      'GET /api/forgotten declares no permission',
    );
  });

  it('refuses a permission the matrix does not have, and public with a permission', async () => {
    await expect(
      serverWith({ url: '/api/x', config: { permission: 'location:fly' } }),
    ).rejects.toThrow("GET /api/x needs 'location:fly', which the matrix lacks");
    await expect(
      serverWith({ url: '/api/y', config: { public: true, permission: 'location:read' } }),
    ).rejects.toThrow('GET /api/y is declared public and also needs');
  });

  it('accepts declared routes, and leaves paths outside /api alone', async () => {
    for (const route of [
      { url: '/api/a', config: { permission: 'location:read' } },
      { url: '/api/b', config: { permission: 'member' } },
      { url: '/api/c', config: { public: true } },
      { url: '/elsewhere' },
    ]) {
      const app = await serverWith(route);
      await app.close();
    }
  });
});

describe('the declared permission on the real app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await signInDemoAccounts(ctx);
  });
  afterAll(() => ctx.close());

  it('answers 403 before the handler (and before validation) for a role without it', async () => {
    const before = await snapshot(ctx.db);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/location/1001',
      headers: await ctx.as('viewer@demo.example'),
      payload: { not: 'even valid' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: 'You do not have permission to do this',
      code: 'FORBIDDEN',
    });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('shows every operation’s declaration in the OpenAPI document', async () => {
    const document = ctx.app.swagger() as {
      paths: Record<string, Record<string, { 'x-permission'?: string; security?: unknown[] }>>;
    };
    expect(document.paths['/api/location/{id}']!.put!['x-permission']).toBe('location:edit');
    expect(document.paths['/api/profile']!.put!['x-permission']).toBe('profile:edit-own');
    expect(document.paths['/api/organization/{id}']!.get!['x-permission']).toBe('member');
    expect(document.paths['/api/health']!.get).toMatchObject({
      'x-permission': 'public',
      security: [],
    });
  });
});
