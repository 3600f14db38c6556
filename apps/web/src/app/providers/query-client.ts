import { QueryClient } from '@tanstack/react-query';

/** The HTTP status of a failed request (axios-shaped errors), if there is one. */
export function httpStatusOf(error: unknown): number | undefined {
  if (error == null || typeof error !== 'object' || !('response' in error)) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/**
 * Whether TanStack Query should try a failed query again: never for 4xx (the HTTP layer already handled
 * 401/404; the answer will not change) and never for validation errors; at most twice otherwise.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status === undefined && error instanceof Error && error.name === 'ZodError') return false;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/** The app's query client: data stays fresh for 30 s; retries as decided by shouldRetryQuery. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Kept a day without observers, so the offline copy (lib/offline/query-persistence) has what was opened.
      queries: {
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
