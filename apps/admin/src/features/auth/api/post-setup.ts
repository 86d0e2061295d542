import { useMutation, useQuery } from '@tanstack/react-query';
import type { FirstOperatorSetup, SetupState } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

/** Whether the site still has no operator (the setup page is offered only then). */
export function useSetupNeeded() {
  return useQuery({
    queryKey: ['setup-needed'],
    queryFn: () => api.get<SetupState>('/admin/api/setup'),
  });
}

export function useSetup() {
  return useMutation({ mutationFn: (body: FirstOperatorSetup) => api.post<null>('/admin/api/setup', body) });
}
