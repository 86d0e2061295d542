import { useMutation } from '@tanstack/react-query';
import type { PlayerMessage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { PlayerMessage } from '@app/shared/admin-contract';

export function postPlayerMessage(userId: number, body: PlayerMessage) {
  return api.post<null>(`/admin/api/players/${userId}/messages`, body);
}

/** A message in one player's inbox (站内信). */
export function useSendPlayerMessage() {
  return useMutation({
    mutationFn: ({ userId, ...body }: PlayerMessage & { userId: number }) => postPlayerMessage(userId, body),
  });
}
