import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app';

describe('the HTTP envelope and conventions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers an unknown API path with a JSON 404 in the envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      success: false,
      error: 'No such endpoint: GET /api/no-such-thing',
      code: 'NOT_FOUND',
    });
  });

  it('answers malformed JSON with a readable 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'The request body is not valid JSON',
    });
  });

  it('answers a value of the wrong kind with a 400 that names the field', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/locations?status=demolished',
      headers: await ctx.as('admin@demo.example'),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.error).toMatch(/^Invalid request - querystring\.status: /);
    expect(body.details).toEqual([
      { path: 'querystring.status', message: expect.stringContaining('active') },
    ]);
  });

  it('keeps a caller-given request id and makes one up otherwise', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers['x-request-id']).toBe('trace-42');
    const made = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses large JSON answers for clients that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: { 'accept-encoding': 'gzip', ...(await ctx.as('admin@demo.example')) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const listLocations = document.paths['/api/locations'].get;
    expect(listLocations.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'status', in: 'query' })]),
    );
    const schema = listLocations.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties.locations.type).toBe('array');
    expect(document.paths['/api/health'].get).toBeDefined();
  });

  it('serves the interactive API documentation at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
