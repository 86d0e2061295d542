import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DelCardBody } from '@app/shared';
import { api, isOk } from '../../../lib/api-client';
import { cardsRootKey } from '../../../api/get-cards';

export function postDelCard(body: DelCardBody) {
  return api.post<null>('/api/delcard', body);
}

/** Unbind; on success every card list reloads (spec 001 §4). */
export function useDelCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDelCard,
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: cardsRootKey });
    },
  });
}
