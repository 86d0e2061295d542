import { useQuery } from '@tanstack/react-query';
import type { AgentPeriodRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { periodsKey } from './keys';

export type { AgentPeriodRow } from '@app/shared/admin-contract';

export function getAgentPeriods() {
  return api.get<AgentPeriodRow[]>('/admin/api/agent-periods');
}

/** The settled periods, newest first, with their statements and the total payable. */
export function useAgentPeriods() {
  return useQuery({ queryKey: periodsKey, queryFn: getAgentPeriods });
}
