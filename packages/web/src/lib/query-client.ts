import { QueryClient } from '@tanstack/react-query';
import { ApiError, NotAuthenticatedError } from './api';

const MAX_RETRIES = 2;

/** Retry only what may pass on a second try: never a 4xx or an ended session. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof NotAuthenticatedError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
