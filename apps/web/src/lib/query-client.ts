import { QueryClient } from '@tanstack/react-query';

/**
 * The API client has already told the user about a failure when a query rejects, so React
 * Query does not retry (a retry would repeat the toast) and does not refetch on focus (a
 * candidate filling a form on a slow connection should not pay for surprise reloads).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
