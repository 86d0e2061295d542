import type { AgentRow, AgentsFilter, ListPage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { agentsKey } from './keys';

export type { AgentRow, AgentsFilter } from '@app/shared/admin-contract';

export const agentListKey = [...agentsKey, 'list'] as const;

export function getAgents(filter: AgentsFilter, page: number, perPage: number) {
  return api.get<ListPage<AgentRow>>('/admin/api/agents', { ...filter, page, per_page: perPage });
}
