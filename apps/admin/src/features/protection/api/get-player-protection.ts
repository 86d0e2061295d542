import { useQuery } from '@tanstack/react-query';
import type { ExclusionItem, LimitHistoryItem, LimitStatus } from '@app/shared';
import { api } from '../../../lib/api-client';

export interface PlayerProtection {
  player: {
    id: number;
    username: string;
    realname: string;
    created_at: string;
    last_login_at: string | null;
  };
  limits: LimitStatus[];
  active_exclusion: ExclusionItem | null;
  limit_history: Array<LimitHistoryItem & { id: number }>;
  exclusions: ExclusionItem[];
  adult_confirmed_at: string | null;
  reality_check_minutes: number | null;
}

export const playerProtectionKey = ['admin', 'protection', 'player'] as const;

export function getPlayerProtection(user: string) {
  return api.get<PlayerProtection>('/admin/api/protection/player', { user });
}

/** One player's limits, exclusions and their history, looked up by ID or account. */
export function usePlayerProtection(user: string | null) {
  return useQuery({
    queryKey: [...playerProtectionKey, user],
    queryFn: () => getPlayerProtection(user!),
    enabled: Boolean(user),
    retry: false,
  });
}
