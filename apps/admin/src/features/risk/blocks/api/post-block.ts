import { useMutation } from '@tanstack/react-query';
import type { CreatedRow, NewBlock } from '@app/shared/admin-contract';
import { api } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { blocksKey } from './get-blocks';

export type { NewBlock } from '@app/shared/admin-contract';

const refresh = () => queryClient.invalidateQueries({ queryKey: blocksKey });

export function useAddBlock() {
  return useMutation({
    mutationFn: (body: NewBlock) => api.post<CreatedRow>('/admin/api/risk/blocks', body),
    onSuccess: refresh,
  });
}

/** Lifting ends the entry at once on every node: the next event of that client is let through. */
export function useLiftBlock() {
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/admin/api/risk/blocks/${id}/lift`),
    onSuccess: refresh,
  });
}
