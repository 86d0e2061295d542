import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/dofanshui: claims every pending rebate; the caller shows the server message. */
export function postClaimRebate() {
  return api.post<null>('/api/dofanshui');
}

export function useClaimRebateCall() {
  return useMutation({ mutationFn: postClaimRebate });
}
