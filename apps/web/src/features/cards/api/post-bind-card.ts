import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BindCardBody } from '@app/shared';
import { isOk, api } from '../../../lib/api-client';
import { cardsRootKey } from '../../../api/get-cards';

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
