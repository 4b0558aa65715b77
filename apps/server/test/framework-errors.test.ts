import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app';

/**
 * A request written to a real socket as raw bytes: Node's HTTP parser answers some requests
 * before Fastify sees them, and inject() never goes through that parser.
 */
function rawRequest(port: number, head: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\n\r\n`));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = answer.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0),
        type: /^content-type: (.*)$/im.exec(headers)?.[1] ?? '',
        body,
      });
    });
  });
}

/** A valid address of `length` characters. */
const addressOf = (length: number) => {
  const domain = '@lotus.example';
  return `${'a'.repeat(60)}.${'b'.repeat(length - 61 - domain.length)}${domain}`;
};

/**
 * Errors Fastify and Node answer themselves (long path parameters, bad percent-encoding,
 * oversized headers) leave in the spec's envelope like every other /api error.
 */
describe('framework errors in the envelope', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('looks up valid e-mail addresses of 101 to 254 characters', async () => {
    for (const length of [101, 200, 254]) {
      const email = addressOf(length);
      expect(email).toHaveLength(length);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/user/${encodeURIComponent(email)}`,
        headers: await ctx.as('admin@demo.example'),
      });
      // Nobody has the address: the lookup ran and found no one.
      expect(response.statusCode, String(length)).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers a parameter longer than its schema allows with a 400 naming it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${addressOf(300)}`,
      headers: await ctx.as('admin@demo.example'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Invalid request - params\.userEmail: /);
  });

  it('answers a parameter beyond what the router takes with a 414 envelope', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/locations/${'7'.repeat(5_000)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      error: 'A part of the address is too long',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a badly encoded address with a 400 envelope', async () => {
    for (const url of ['/api/%', '/api/locations/%E0%A4%A']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        success: false,
        error: 'The address is not validly encoded',
        code: 'BAD_REQUEST',
      });
    }
  });

  it('answers oversized headers (refused by Node’s parser) with a 431 envelope', async () => {
    const response = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}`,
    );
    expect(response.status).toBe(431);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      error: 'The request headers are too large',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a request Node cannot parse with a 400 envelope', async () => {
    const response = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header',
    );
    expect(response.status).toBe(400);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
