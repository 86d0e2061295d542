import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityApplyBody } from '@app/shared';
import { api } from '../../../lib/api-client';
import { applyLogKey } from './get-apply-log';

/** POST /api/doactivityapply; the caller shows the server message whatever the code (spec 000 §7). */
export async function postActivityApply(body: ActivityApplyBody) {
  return api.post<null>('/api/doactivityapply', body);
}

export function useActivityApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postActivityApply,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applyLogKey }),
  });
}
