import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../client/errors.js';

/** The mobile apps' server-state defaults: a refusal will not change on retry; a dropped connection might. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => error instanceof NetworkError && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
