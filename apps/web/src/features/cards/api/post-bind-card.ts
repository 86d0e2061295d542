import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isOk, api } from '../../../lib/api-client';
import { cardsRootKey } from '../../../api/get-cards';

/**
 * Bank card: bank name, card number, holder, branch. Wallet: bank 'USDT' or 'antoken', the address
 * as bank_no and the protocol as bank_owner (spec 001 §3).
 */
export interface BindCardBody {
  bank: string;
  bank_no: string;
  bank_owner: string;
  pay_pass: string;
  bank_address?: string;
}

export function postBindCard(body: BindCardBody) {
  return api.post<null>('/api/bindcard', body);
}

export function useBindCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBindCard,
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: cardsRootKey });
    },
  });
}
