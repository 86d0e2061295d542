import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { agentsKey, periodsKey, statementsKey } from './keys';

/** What approving did: paid at once, or (above the threshold) waiting for a second operator. */
export interface StatementApproval {
  state: 'paid' | 'second';
}

const path = (id: number, action: string) => `/admin/api/agent-statements/${id}/${action}`;

/**
 * Two operators may work the queue at once: every action refreshes the statements, the periods'
 * totals and the agents' details (which list their statements).
 */
const refresh = () =>
  Promise.all(
    [statementsKey, periodsKey, agentsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

export const postApproveStatement = (id: number) => api.post<StatementApproval>(path(id, 'approve'));
/** Refused to the operator who approved it (AGENT_ADMIN_MSG.secondOperator). */
export const postConfirmStatement = (id: number) => api.post<null>(path(id, 'confirm'));
export const postHoldStatement = ({ id, reason }: { id: number; reason: string }) =>
  api.post<null>(path(id, 'hold'), { reason });
export const postReleaseStatement = (id: number) => api.post<null>(path(id, 'release'));
/** Sets the statement's adjustment (signed yuan, replacing the one before) with its reason. */
export const postAdjustStatement = ({ id, amount, reason }: { id: number; amount: string; reason: string }) =>
  api.post<null>(path(id, 'adjust'), { amount, reason });

export const useApproveStatement = () =>
  useMutation({ mutationFn: postApproveStatement, onSettled: refresh });
export const useConfirmStatement = () =>
  useMutation({ mutationFn: postConfirmStatement, onSettled: refresh });
export const useHoldStatement = () => useMutation({ mutationFn: postHoldStatement, onSettled: refresh });
export const useReleaseStatement = () =>
  useMutation({ mutationFn: postReleaseStatement, onSettled: refresh });
export const useAdjustStatement = () => useMutation({ mutationFn: postAdjustStatement, onSettled: refresh });
