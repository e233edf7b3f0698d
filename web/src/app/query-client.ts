import { QueryClient } from '@tanstack/react-query';
import { retryBackoffMs } from '@roomcraft/contracts/limits';
import { isRetryableError } from '@/lib/api-client';

/**
 * One QueryClient per tab. Unreachable-server failures are retried once (spec back-off); a query that fails
 * before it ever had data throws to the route's error screen, so a page never sits on a silent spinner.
 * Refetch failures with data on screen keep the data.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isRetryableError(error) && failureCount < 1,
        retryDelay: (failureCount) => retryBackoffMs(failureCount + 1),
        throwOnError: (_error, query) => query.state.data === undefined,
      },
      mutations: { retry: false },
    },
  });
}
