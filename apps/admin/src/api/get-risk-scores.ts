import { useQuery } from '@tanstack/react-query';
import type { RiskScore } from '@app/shared/admin-contract';
import { roleAllows, PERMISSION } from '../lib/permissions';
import { api } from '../lib/api-client';
import { useMe } from './get-me';

export type { RiskScore } from '@app/shared/admin-contract';

export const riskScoresKey = ['admin', 'risk', 'scores'] as const;

export function getRiskScores(userIds: readonly number[]) {
  return api.get<RiskScore[]>('/admin/api/risk/scores', { user_ids: userIds.join(',') });
}

/**
 * The risk scores of the players on screen, by id; only asked for when the operator's role reads
 * risk data (the risk and super roles), so the other roles never see a score.
 */
export function useRiskScores(userIds: readonly number[]) {
  const { data: me } = useMe();
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const allowed = roleAllows(me?.role, PERMISSION.riskRead);
  return useQuery({
    queryKey: [...riskScoresKey, ids],
    queryFn: async () => new Map((await getRiskScores(ids)).map((s) => [s.user_id, s])),
    enabled: allowed && ids.length > 0,
    staleTime: 30_000,
  });
}

/** Ids asked for in the same turn go out as one request (a list page's rows each ask for theirs). */
const waiting = new Map<number, Array<(score: RiskScore | undefined) => void>>();
function loadScore(userId: number): Promise<RiskScore | null> {
  return new Promise((resolve) => {
    if (waiting.size === 0)
      setTimeout(() => {
        const batch = new Map(waiting);
        waiting.clear();
        getRiskScores([...batch.keys()])
          .then((scores) => {
            const byId = new Map(scores.map((s) => [s.user_id, s]));
            for (const [id, done] of batch) for (const d of done) d(byId.get(id));
          })
          .catch(() => {
            for (const done of batch.values()) for (const d of done) d(undefined);
          });
      }, 0);
    waiting.set(userId, [...(waiting.get(userId) ?? []), (s) => resolve(s ?? null)]);
  });
}

/** One player's score (a list row's), batched with the other rows' into one request. */
export function useRiskScore(userId: number) {
  const { data: me } = useMe();
  return useQuery({
    queryKey: [...riskScoresKey, 'one', userId],
    queryFn: () => loadScore(userId),
    enabled: roleAllows(me?.role, PERMISSION.riskRead),
    staleTime: 30_000,
  });
}
