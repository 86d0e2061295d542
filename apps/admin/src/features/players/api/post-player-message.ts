import { useMutation } from '@tanstack/react-query';
import type { PlayerMessage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

/** The support desk's inbox route (support permission); the server sanitises the HTML. */
export function postPlayerMessage(id: number, title: string, content: string) {
  return api.post<null>(`/admin/api/players/${id}/messages`, { title, content } satisfies PlayerMessage);
}

export function useSendMessage() {
  return useMutation({
    mutationFn: ({ id, title, content }: { id: number; title: string; content: string }) =>
      postPlayerMessage(id, title, content),
  });
}
