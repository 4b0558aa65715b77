import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, setTokenProvider } from './api-client';
import { ApiError, isRetryable } from './api-error';
import { looksLikeBase64 } from './decode-body';

const reply = (body: string, init: ResponseInit & { headers?: Record<string, string> } = {}) =>
  vi.fn(async () => new Response(body, { status: 200, ...init }));

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(async () => null);
});

describe('apiRequest', () => {
  it("returns the envelope's data and sends JSON with the bearer token", async () => {
    const fetchMock = reply(JSON.stringify({ success: true, data: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    setTokenProvider(async () => 'token-123');
    await expect(
      apiRequest('/things', { method: 'POST', body: { a: 1 }, query: { page: 2, q: '' } }),
    ).resolves.toEqual({
      ok: 1,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/api/things');
    expect(url.search).toBe('?page=2');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer token-123',
      'content-type': 'application/json',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('decodes a base64 body announced by X-Content-Encoded: b64', async () => {
    const json = JSON.stringify({ success: true, data: { city: 'Bengaluru ₹' } });
    vi.stubGlobal('fetch', reply(b64(json), { headers: { 'x-content-encoded': 'b64' } }));
    await expect(apiRequest('/x')).resolves.toEqual({ city: 'Bengaluru ₹' });
  });

  it('decodes a body that looks like base64 even without the header', async () => {
    vi.stubGlobal('fetch', reply(b64(JSON.stringify({ success: true, data: [1, 2] }))));
    await expect(apiRequest('/x')).resolves.toEqual([1, 2]);
  });

  it("uses the server's error text first", async () => {
    vi.stubGlobal(
      'fetch',
      reply(JSON.stringify({ success: false, error: 'Location not found', code: 'NOT_FOUND' }), {
        status: 404,
        statusText: 'Not Found',
      }),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({
      message: 'Location not found',
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it("falls back to 'HTTP {status}: {statusText}' without an error text", async () => {
    vi.stubGlobal(
      'fetch',
      reply('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({
      message: 'HTTP 502: Bad Gateway',
      status: 502,
    });
  });

  it("says 'Unknown error occurred' for an unsuccessful answer without any text", async () => {
    vi.stubGlobal('fetch', reply(JSON.stringify({ success: false })));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'Unknown error occurred' });
  });

  it("says 'Network error occurred' when no answer arrives", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Network error occurred', status: 0 });
    expect(isRetryable(error)).toBe(true);
  });

  it("says 'Invalid API response format' when the data does not match its schema", async () => {
    vi.stubGlobal('fetch', reply(JSON.stringify({ success: true, data: { locations: 'nope' } })));
    await expect(
      apiRequest('/x', { schema: z.object({ locations: z.array(z.unknown()) }) }),
    ).rejects.toMatchObject({
      message: 'Invalid API response format',
    });
  });
});

describe('isRetryable', () => {
  it.each([429, 500, 502, 503, 504])('retries HTTP %i', (status) => {
    expect(isRetryable(new ApiError('x', status))).toBe(true);
  });
  it.each([400, 401, 403, 404, 409, 501])('does not retry HTTP %i', (status) => {
    expect(isRetryable(new ApiError('x', status))).toBe(false);
  });
});

describe('looksLikeBase64', () => {
  it('tells base64 from JSON and plain words', () => {
    expect(looksLikeBase64(b64('{"a":1}'))).toBe(true);
    expect(looksLikeBase64('{"a":1}')).toBe(false);
    expect(looksLikeBase64('[1,2]')).toBe(false);
    expect(looksLikeBase64('abc')).toBe(false);
  });
});
