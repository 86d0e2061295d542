import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_KEY } from '../../../api/get-me';

export function postTotpEnable(code: string) {
  return api.post<null>('/agent/api/totp/enable', { code });
}

/** Resolves with the envelope (a wrong code is an answer); on success the agent's state is re-read. */
export function useTotpEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTotpEnable,
    onSuccess: async (answer) => {
      if (answer.code === 200) await queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}
