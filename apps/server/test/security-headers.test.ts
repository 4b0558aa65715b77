import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { contentSecurityPolicy } from '../src/http/security-headers';
import { ADMIN } from './requests';
import { createTestContext, type TestContext } from './test-app';

/** Security headers on every response: answers, errors, the API docs and the identity endpoint. */
describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/no-such-thing'],
    ['GET', '/api/locations'],
    ['GET', '/api/docs/'],
    ['POST', '/identity'],
  ] as const)('are on %s %s', async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
    // Served over http here: no HSTS, nothing to upgrade.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('Cache-Control of authenticated answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each([
    ['GET', '/api/devices'],
    ['GET', '/api/alerts'],
    ['GET', '/api/vendor/employees'],
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/locations/999999'],
    ['POST', '/api/events/ticket'],
  ] as const)('is private, no-store on %s %s', async (method, url) => {
    const response = await ctx.app.inject({ method, url, headers: await ctx.as(ADMIN) });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves an ETag answer its own revalidation rule, and public answers alone', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: await ctx.as(ADMIN),
    });
    expect(list.headers.etag).toBeDefined();
    expect(list.headers['cache-control']).toBe('private, no-cache');
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});

describe('the Content-Security-Policy', () => {
  it('lets the app call itself at PUBLIC_URL, a configured Cognito pool and the map style host', () => {
    const policy = contentSecurityPolicy(
      loadConfig({
        PUBLIC_URL: 'https://console.lotus.example',
        COGNITO_USER_POOL_ID: 'ap-south-1_AbC123xyz',
        COGNITO_CLIENT_ID: 'client1',
        MAP_STYLE_URL: 'https://tiles.lotus.example/style.json',
      }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://console.lotus.example',
      'https://cognito-idp.ap-south-1.amazonaws.com',
      'https://tiles.lotus.example',
    ]);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });
});
