import { useQuery } from '@tanstack/react-query';
import type { AgentStatementAdminDetail } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { statementsKey } from './keys';

export type { AgentStatementAdminDetail } from '@app/shared/admin-contract';

export function getAgentStatement(id: number) {
  return api.get<AgentStatementAdminDetail>(`/admin/api/agent-statements/${id}`);
}

/** A statement with every figure and its lines; nothing is read while none is open. */
export function useAgentStatement(id: number | null) {
  return useQuery({
    queryKey: [...statementsKey, 'detail', id],
    queryFn: () => getAgentStatement(id!),
    enabled: id !== null,
  });
}
