import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Review queues change under other operators' hands: short freshness, refetch on focus.
      staleTime: 10_000,
      refetchOnWindowFocus: true,
      retry: (count, error) => error instanceof NetworkError && count < 2,
    },
    mutations: { retry: false },
  },
});
