import { useMutation } from '@tanstack/react-query';
import type { ExclusionKind } from '@app/shared';
import { api } from '../../../lib/api-client';

export interface ExclusionBody {
  kind: ExclusionKind;
  duration: string;
  confirm: 1;
  password?: string;
}

/** Starts a time-out or self-exclusion: the server ends every session of the player. */
export function postExclusion(body: ExclusionBody) {
  return api.post<{ ends_at: string | null }>('/api/protection/exclusion', body);
}

export function useExclusion() {
  return useMutation({ mutationFn: postExclusion });
}
