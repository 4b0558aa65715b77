import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api-error';

const MAX_RETRIES = 3;

/** Queries retry what is worth retrying (no answer, 429, 5xx) with backoff; nothing else. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 8_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
