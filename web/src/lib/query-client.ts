import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client mistakes (4xx) will not fix themselves, so only unreachable or failing servers are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Asked even when the browser believes it is offline: the service worker may hold the answer.
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
