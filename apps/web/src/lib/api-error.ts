/**
 * Transport and generic errors (spec section 8): how an API call fails when the server says
 * nothing.
 */
export const transportMessages = {
  network: 'Network error occurred',
  unknown: 'Unknown error occurred',
  invalidResponse: 'Invalid API response format',
} as const;

/** The one error type of the web app's API calls: the text to show, the HTTP status and a code. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly code?: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

const RETRYABLE_STATUSES = new Set([0, 429, 500, 502, 503, 504]);

/** Worth another try: no answer at all, throttled, or a server-side failure (spec section 5). */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && RETRYABLE_STATUSES.has(error.status);
