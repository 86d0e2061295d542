import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { welcomeKey } from './get-welcome';

/** Answers with what the server kept after sanitising. */
export function useSaveWelcome() {
  return useMutation({
    mutationFn: (html: string) => api.put<{ html: string }>('/admin/api/site/welcome', { html }),
    onSuccess: (data) => queryClient.setQueryData(welcomeKey, data),
  });
}
