import { useQuery } from '@tanstack/react-query';
import type { AgentStatementDetail } from '@app/shared/agent-contract';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchStatement(id: string): Promise<AgentStatementDetail> {
  return unwrap(await api.get<AgentStatementDetail>(`/agent/api/statements/${encodeURIComponent(id)}`));
}

/** One statement with every figure and its lines (players, sub-agents' overrides, turnover). */
export function useStatement(id: string) {
  return useQuery({ queryKey: ['statements', id], queryFn: () => fetchStatement(id) });
}
