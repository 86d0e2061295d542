import { useMutation } from '@tanstack/react-query';
import type { Paytype } from '@app/shared';
import { api } from '../../../lib/api-client';

export interface RechargeBody {
  paytype: Paytype;
  amount: string;
  catepay?: string;
  bank?: string | number;
  bank_address?: string;
  bank_no?: string;
  bank_owner?: string;
}

/** A deposit order; for every channel but bank the answer's message is the deposit number. */
export function postRecharge(body: RechargeBody) {
  return api.post<{ deposit_no: string; pay_url: string } | null>('/api/recharge', body);
}

export function useRecharge() {
  return useMutation({ mutationFn: postRecharge });
}
