import type { z } from 'zod';
import { ApiError, transportMessages } from './api-error';
import { decodeBody } from './decode-body';

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

/** The session sets where the bearer token comes from; the client stays unaware of sign-in. */
export function setTokenProvider(provider: TokenProvider) {
  tokenProvider = provider;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Checks the `data` of the envelope; a mismatch is 'Invalid API response format'. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: unknown;
  code?: unknown;
  details?: unknown;
}

const errorText = (body: Envelope | undefined) =>
  typeof body?.error === 'string' && body.error.trim() !== '' ? body.error : undefined;

/**
 * The one way the web app calls the API: JSON in, the envelope's `data` out. Failures become an
 * ApiError with the server's error text first, else 'HTTP {status}: {statusText}', else the
 * spec's fallbacks ('Network error occurred', 'Unknown error occurred').
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = await tokenProvider();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(transportMessages.network, 0, 'NETWORK');
  }

  let body: Envelope | undefined;
  try {
    body = decodeBody(await response.text(), response.headers.get('x-content-encoded')) as
      Envelope | undefined;
  } catch {
    body = undefined;
  }

  if (!response.ok || body?.success === false) {
    const message =
      errorText(body) ??
      (response.ok
        ? transportMessages.unknown
        : `HTTP ${response.status}: ${response.statusText || 'Error'}`);
    const details = Array.isArray(body?.details)
      ? (body.details as ApiError['details'])
      : undefined;
    throw new ApiError(
      message,
      response.status,
      typeof body?.code === 'string' ? body.code : undefined,
      details,
    );
  }
  if (body === undefined || typeof body !== 'object') {
    throw new ApiError(transportMessages.invalidResponse, response.status, 'INVALID_RESPONSE');
  }
  if (!options.schema) return body.data as T;
  const parsed = options.schema.safeParse(body.data);
  if (!parsed.success)
    throw new ApiError(transportMessages.invalidResponse, response.status, 'INVALID_RESPONSE');
  return parsed.data;
}
