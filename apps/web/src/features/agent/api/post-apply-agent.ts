import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AgentApplication {
  mobile: string;
  apply_info: string;
}

export function postApplyAgent(body: AgentApplication) {
  return api.post<null>('/api/applyagentdo', body);
}

export function useApplyAgent() {
  return useMutation({ mutationFn: postApplyAgent });
}
