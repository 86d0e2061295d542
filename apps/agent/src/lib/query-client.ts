import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '@app/shared/client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal will not change on retry; a dropped connection might.
      retry: (count, error) => error instanceof NetworkError && count < 2,
    },
    mutations: { retry: false },
  },
});
