import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A business refusal will not change on retry; a dropped connection might.
      retry: (count, error) => error instanceof NetworkError && count < 2,
    },
    mutations: { retry: false },
  },
});
