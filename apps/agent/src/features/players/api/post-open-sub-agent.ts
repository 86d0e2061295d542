import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../api/query-keys';

export function postOpenSubAgent(userId: number) {
  return api.post<null>('/agent/api/sub-agents', { user_id: userId });
}

/** Resolves with the envelope: the server's message is shown whether it opened the agent or refused. */
export function useOpenSubAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOpenSubAgent,
    onSuccess: async (answer) => {
      if (answer.code !== 200) return;
      // The player's row gets its tag; the 代理 tab lists the new sub-agent.
      await queryClient.invalidateQueries({ queryKey: [QUERY_KEYS.players] });
      await queryClient.invalidateQueries({ queryKey: [QUERY_KEYS.subAgents] });
    },
  });
}
