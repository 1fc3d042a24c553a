import { QueryClient } from '@tanstack/react-query';

/**
 * The API client has already told the user about a failure when a query rejects, so React
 * Query does not retry (a retry would repeat the toast) and does not refetch on focus (a
 * candidate filling a form on a slow connection should not pay for surprise reloads).
 *
 * That holds for a BUSY answer too (the API shedding load: 503, Retry-After 60) on purpose:
 * its toast already says "try again in a minute", and a retry a few seconds later would
 * mostly meet the same full server, add to the load it is shedding, spend a slow phone's data
 * and repeat the toast (or quietly replace the error the person just read). Not retrying, and
 * letting the person try again when they choose, is the least surprising. Only the start-up
 * gate (components/startup-gate.tsx) retries a BUSY answer by itself, once, after the
 * Retry-After. The bell's silent minute poll keeps its own pace.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
