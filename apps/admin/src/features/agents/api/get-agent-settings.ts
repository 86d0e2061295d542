import { useQuery } from '@tanstack/react-query';
import type { AgentSettings } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { agentSettingsKey } from './keys';

export type { AgentSettings } from '@app/shared/admin-contract';

export function getAgentSettings() {
  return api.get<AgentSettings>('/admin/api/agent-settings');
}

export function useAgentSettings() {
  return useQuery({ queryKey: agentSettingsKey, queryFn: getAgentSettings });
}
