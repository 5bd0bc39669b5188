import { QueryClient } from '@tanstack/react-query';

/** Retries live in the API client (GET twice after 500 ms), so the query layer does not add more. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
