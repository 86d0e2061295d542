import { useMutation } from '@tanstack/react-query';
import type { ExclusionBody } from '@app/shared';
import { api } from '../../../lib/api-client';

/** Starts a time-out or self-exclusion: the server ends every session of the player. */
export function postExclusion(body: ExclusionBody) {
  return api.post<{ ends_at: string | null }>('/api/protection/exclusion', body);
}

export function useExclusion() {
  return useMutation({ mutationFn: postExclusion });
}
