import { useMutation } from '@tanstack/react-query';
import type { AgentSettingsInput } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { agentSettingsKey } from './keys';

export function putAgentSettings(body: AgentSettingsInput) {
  return api.put<null>('/admin/api/agent-settings', body);
}

export function useSaveAgentSettings() {
  return useMutation({
    mutationFn: putAgentSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentSettingsKey }),
  });
}
