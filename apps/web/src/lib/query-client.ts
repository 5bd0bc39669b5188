import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The data cache. Retries live in the API client (GET twice after 500 ms), so the query layer
 * adds none; `onError` sees every failed query and mutation (the app ends the session on 401).
 */
export function createQueryClient(onError: (error: unknown, client: QueryClient) => void = () => {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error, client) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error, client) }),
    defaultOptions: {
      queries: { retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
