import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SetupInput {
  token: string;
  username: string;
  password: string;
}

/** Whether the site still has no operator (the setup page is offered only then). */
export function useSetupNeeded() {
  return useQuery({
    queryKey: ['setup-needed'],
    queryFn: () => api.get<{ needed: boolean }>('/admin/api/setup'),
  });
}

export function useSetup() {
  return useMutation({ mutationFn: (body: SetupInput) => api.post<null>('/admin/api/setup', body) });
}
