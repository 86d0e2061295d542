import { useMutation } from '@tanstack/react-query';
import type { RechargeBody, RechargeOrder } from '@app/shared';
import { api } from '../../../lib/api-client';

/** A deposit order; for every channel but bank the answer's message is the deposit number. */
export function postRecharge(body: RechargeBody) {
  return api.post<RechargeOrder | null>('/api/recharge', body);
}

export function useRecharge() {
  return useMutation({ mutationFn: postRecharge });
}
