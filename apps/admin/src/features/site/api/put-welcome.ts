import { useMutation } from '@tanstack/react-query';
import type { Welcome } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { welcomeKey } from './get-welcome';

/** Answers with what the server kept after sanitising. */
export function useSaveWelcome() {
  return useMutation({
    mutationFn: (html: string) => api.put<Welcome>('/admin/api/site/welcome', { html } satisfies Welcome),
    onSuccess: (data) => queryClient.setQueryData(welcomeKey, data),
  });
}
